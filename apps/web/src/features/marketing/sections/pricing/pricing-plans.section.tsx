import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckList } from '../../components/check-list.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, SOLID_BUTTON_SX, VISUALLY_HIDDEN_SX, WRAP_TEXT_SX } from '../../components/marketing-tokens';

const PLANS = [
  { id: 'trial', recommended: false },
  { id: 'pro', recommended: true },
  { id: 'enterprise', recommended: false },
] as const;

const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const;

export const PricingPlansSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="pricing-plans-title">
      <Typography id="pricing-plans-title" component="h2" sx={VISUALLY_HIDDEN_SX}>
        {t('pricing.plans.label')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="pricing-plans-title"
        sx={{ listStyle: 'none', m: 0, p: 0, pt: 2, display: 'grid', gap: 3, alignItems: 'stretch', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {PLANS.map((plan) => (
          <Box component="li" key={plan.id} data-testid={`pricing-plan-${plan.id}`} sx={{ display: 'flex', minWidth: 0 }}>
            <Paper
              elevation={0}
              aria-labelledby={`pricing-plan-${plan.id}-name`}
              sx={{
                position: 'relative',
                width: '100%',
                p: { xs: 3, md: 4 },
                borderRadius: 4,
                display: 'flex',
                flexDirection: 'column',
                border: plan.recommended ? `2px solid ${BRAND.blue}` : '1px solid rgba(14,26,43,0.12)',
                boxShadow: plan.recommended ? '0 30px 60px rgba(29,95,209,0.18)' : 'none',
                transform: { md: plan.recommended ? 'translateY(-12px)' : 'none' },
              }}
            >
              {plan.recommended && (
                <Chip
                  label={t('common.recommended')}
                  data-testid="recommended-badge"
                  sx={{ position: 'absolute', top: -16, left: '50%', transform: 'translateX(-50%)', bgcolor: BRAND.blue, color: '#fff', fontWeight: 700, maxWidth: 'calc(100% - 32px)' }}
                />
              )}
              <Typography id={`pricing-plan-${plan.id}-name`} component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 800, fontSize: '1.35rem' }}>
                {t(`pricing.plans.${plan.id}.name`)}
              </Typography>
              <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', mt: 1, minHeight: { md: 48 } }}>{t(`pricing.plans.${plan.id}.description`)}</Typography>
              <Typography component="p" sx={{ ...WRAP_TEXT_SX, fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.1rem' }, mt: 3, color: plan.recommended ? BRAND.blue : BRAND.ink }}>
                {t(`pricing.plans.${plan.id}.price`)}
              </Typography>
              <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', fontSize: '0.9rem', mb: 3 }}>{t(`pricing.plans.${plan.id}.priceNote`)}</Typography>
              <Box sx={{ mb: 4 }}>
                <CheckList dense items={FEATURES.map((feature) => t(`pricing.plans.${plan.id}.features.${feature}`))} />
              </Box>
              <Button
                component={Link}
                to="/about#feedback"
                variant={plan.recommended ? 'contained' : 'outlined'}
                fullWidth
                sx={{ ...SOLID_BUTTON_SX, mt: 'auto' }}
              >
                {t(`pricing.plans.${plan.id}.cta`)}
              </Button>
            </Paper>
          </Box>
        ))}
      </Box>
    </MarketingSection>
  );
};
