import Api from '@mui/icons-material/Api';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Psychology from '@mui/icons-material/Psychology';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import SupportAgent from '@mui/icons-material/SupportAgent';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND, VISUALLY_HIDDEN_SX, WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const CORE_FEATURES = [
  { id: 'capture', icon: <PhotoCamera /> },
  { id: 'dashboard', icon: <SpaceDashboard /> },
  { id: 'ai', icon: <Psychology /> },
  { id: 'api', icon: <Api /> },
  { id: 'verification', icon: <VerifiedUser /> },
  { id: 'support', icon: <SupportAgent /> },
] as const;

export const FeaturesCoreSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="features-core-title">
      <SectionHeader id="features-core-title" eyebrow={t('features.core.eyebrow')} title={t('features.core.title')} subtitle={t('features.core.subtitle')} />
      <CardGrid columns={3}>
        {CORE_FEATURES.map((feature) => (
          <IconFeatureCard
            key={feature.id}
            testId="features-core-card"
            icon={feature.icon}
            title={t(`features.core.items.${feature.id}.title`)}
            description={t(`features.core.items.${feature.id}.description`)}
          >
            <Box
              data-testid="feature-benefit"
              sx={{ mt: 'auto', pt: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', color: BRAND.tealDark, borderTop: '1px dashed rgba(14,26,43,0.12)' }}
            >
              <ArrowForward aria-hidden sx={{ fontSize: 18, mt: '3px', flexShrink: 0 }} />
              <Typography sx={{ ...WRAP_TEXT_SX, fontWeight: 600, fontSize: '0.95rem' }}>
                <Box component="span" sx={VISUALLY_HIDDEN_SX}>
                  {t('features.core.benefitLabel')}:{' '}
                </Box>
                {t(`features.core.items.${feature.id}.benefit`)}
              </Typography>
            </Box>
          </IconFeatureCard>
        ))}
      </CardGrid>
    </MarketingSection>
  );
};
