import CrisisAlert from '@mui/icons-material/CrisisAlert';
import Hub from '@mui/icons-material/Hub';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Psychology from '@mui/icons-material/Psychology';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const SIGNALS = ['priorDamage', 'coverage', 'metadata', 'stickers'] as const;
const METHODS = [
  { id: 'patterns', icon: <Psychology /> },
  { id: 'crossReference', icon: <Hub /> },
  { id: 'alerts', icon: <NotificationsActive /> },
] as const;

export const ClaimFraudSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="dark" labelledBy="claim-fraud-title">
      <SectionHeader onDark id="claim-fraud-title" eyebrow={t('claim.fraud.eyebrow')} title={t('claim.fraud.title')} subtitle={t('claim.fraud.subtitle')} />
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Box>
          <Typography id="claim-fraud-signals-title" component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.25rem', mb: 2.5 }}>
            {t('claim.fraud.signalsTitle')}
          </Typography>
          <Box component="ul" aria-labelledby="claim-fraud-signals-title" data-testid="claim-fraud-signals" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {SIGNALS.map((id) => (
              <Box
                component="li"
                key={id}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, borderRadius: 2, bgcolor: 'rgba(255,107,74,0.1)', border: '1px solid rgba(255,107,74,0.35)' }}
              >
                <CrisisAlert aria-hidden sx={{ color: BRAND.coral, flexShrink: 0 }} />
                <Typography sx={{ ...WRAP_TEXT_SX, fontWeight: 600 }}>{t(`claim.fraud.signals.${id}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography id="claim-fraud-methods-title" component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.25rem', mb: 2.5 }}>
            {t('claim.fraud.methodsTitle')}
          </Typography>
          <Box component="ul" aria-labelledby="claim-fraud-methods-title" data-testid="claim-fraud-methods" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
            {METHODS.map((method) => (
              <Box component="li" key={method.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
                <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(34,195,166,0.16)', color: BRAND.teal }}>
                  {method.icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h4" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.05rem' }}>
                    {t(`claim.fraud.methods.${method.id}.title`)}
                  </Typography>
                  <Typography sx={{ ...WRAP_TEXT_SX, color: 'rgba(255,255,255,0.75)', lineHeight: 1.6, mt: 0.5 }}>{t(`claim.fraud.methods.${method.id}.text`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </MarketingSection>
  );
};
