import Favorite from '@mui/icons-material/Favorite';
import Handshake from '@mui/icons-material/Handshake';
import Language from '@mui/icons-material/Language';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Park from '@mui/icons-material/Park';
import TrackChanges from '@mui/icons-material/TrackChanges';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const VALUES = [
  { id: 'precision', icon: <TrackChanges />, accent: BRAND.blue },
  { id: 'innovation', icon: <Lightbulb />, accent: '#E0A100' },
  { id: 'customer', icon: <Favorite />, accent: '#E0466A' },
  { id: 'trust', icon: <Handshake />, accent: BRAND.tealDark },
  { id: 'global', icon: <Language />, accent: '#7B5CE0' },
  { id: 'sustainability', icon: <Park />, accent: '#2E9E4F' },
] as const;

export const AboutValuesSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="muted" labelledBy="about-values-title">
      <SectionHeader id="about-values-title" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')} />
      <CardGrid columns={3}>
        {VALUES.map((value) => (
          <IconFeatureCard
            key={value.id}
            testId="about-value"
            icon={value.icon}
            accent={value.accent}
            title={t(`about.values.items.${value.id}.title`)}
            description={t(`about.values.items.${value.id}.text`)}
          />
        ))}
      </CardGrid>
    </MarketingSection>
  );
};
