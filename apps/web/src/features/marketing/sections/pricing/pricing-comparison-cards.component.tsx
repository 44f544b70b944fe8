import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { COMPARISON_ROWS, ComparisonValue, PLAN_IDS } from './pricing-comparison-value.component';

/** The comparison table turned sideways for phones: one card per plan, one line per row. */
export const PricingComparisonCards = () => {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="pricing-comparison-cards" sx={{ display: { xs: 'grid', sm: 'none' }, gap: 2 }}>
      {PLAN_IDS.map((plan, planIndex) => (
        <Paper
          key={plan}
          variant="outlined"
          aria-labelledby={`comparison-card-${plan}`}
          sx={{ borderRadius: 3, overflow: 'hidden', borderColor: plan === 'pro' ? BRAND.blue : undefined }}
        >
          <Typography
            id={`comparison-card-${plan}`}
            component="h3"
            sx={{ px: 2, py: 1.5, fontWeight: 800, bgcolor: plan === 'pro' ? `${BRAND.blue}0D` : '#fff', color: plan === 'pro' ? BRAND.blue : BRAND.ink }}
          >
            {t(`pricing.plans.${plan}.name`)}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {COMPARISON_ROWS.map((row) => (
              <Box
                key={row.id}
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, px: 2, py: 1.25, borderTop: '1px solid rgba(14,26,43,0.08)' }}
              >
                <Typography component="dt" sx={{ ...WRAP_TEXT_SX, fontSize: '0.9rem', fontWeight: 600, minWidth: 0 }}>
                  {t(`pricing.comparison.rows.${row.id}`)}
                </Typography>
                <Typography component="dd" sx={{ ...WRAP_TEXT_SX, m: 0, fontSize: '0.9rem', textAlign: 'right', flexShrink: 0, maxWidth: '50%' }}>
                  <ComparisonValue value={row.values[planIndex] ?? { included: false }} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
};
