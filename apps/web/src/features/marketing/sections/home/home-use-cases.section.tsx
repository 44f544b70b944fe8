import Build from '@mui/icons-material/Build';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Shield from '@mui/icons-material/Shield';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { CheckList } from '../../components/check-list.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const USE_CASES = [
  { id: 'fleets', icon: <DirectionsCar />, accent: BRAND.blue },
  { id: 'remarketing', icon: <Storefront />, accent: BRAND.tealDark },
  { id: 'insurance', icon: <Shield />, accent: '#7B5CE0' },
  { id: 'service', icon: <Build />, accent: '#E0682F' },
] as const;

const BULLETS = ['b1', 'b2', 'b3'] as const;

export const HomeUseCasesSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="muted" labelledBy="home-use-cases-title">
      <SectionHeader id="home-use-cases-title" eyebrow={t('home.useCases.eyebrow')} title={t('home.useCases.title')} subtitle={t('home.useCases.subtitle')} />
      <CardGrid columns={4}>
        {USE_CASES.map((useCase) => (
          <IconFeatureCard
            key={useCase.id}
            testId="home-use-case"
            icon={useCase.icon}
            accent={useCase.accent}
            title={t(`home.useCases.items.${useCase.id}.title`)}
            description={t(`home.useCases.items.${useCase.id}.description`)}
          >
            <Box sx={{ mt: 1, pt: 2, borderTop: '1px solid rgba(14, 26, 43, 0.08)' }}>
              <CheckList dense testId="use-case-bullets" items={BULLETS.map((bullet) => t(`home.useCases.items.${useCase.id}.bullets.${bullet}`))} />
            </Box>
          </IconFeatureCard>
        ))}
      </CardGrid>
    </MarketingSection>
  );
};
