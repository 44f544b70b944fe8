import Hub from '@mui/icons-material/Hub';
import Key from '@mui/icons-material/Key';
import Layers from '@mui/icons-material/Layers';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';
import { ReportDashboardIllustration } from '../../illustrations/report-dashboard.illustration';

const POINTS = [
  { id: 'rest', icon: <Hub /> },
  { id: 'tokens', icon: <Key /> },
  { id: 'deployment', icon: <Layers /> },
] as const;

export const FeaturesIntegrationSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="features-integration-title">
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box>
          <SectionHeader align="left" id="features-integration-title" eyebrow={t('features.integration.eyebrow')} title={t('features.integration.title')} subtitle={t('features.integration.text')} />
          <Box component="ul" data-testid="features-integration-points" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
            {POINTS.map((point) => (
              <Box component="li" key={point.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
                <Box aria-hidden sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: `${BRAND.blue}14`, color: BRAND.blue }}>
                  {point.icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.1rem' }}>
                    {t(`features.integration.points.${point.id}.title`)}
                  </Typography>
                  <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', lineHeight: 1.6, mt: 0.5 }}>{t(`features.integration.points.${point.id}.text`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ maxWidth: 520, width: '100%', mx: 'auto', filter: 'drop-shadow(0 24px 48px rgba(14,26,43,0.14))' }}>
          <ReportDashboardIllustration />
        </Box>
      </Box>
    </MarketingSection>
  );
};
