import Savings from '@mui/icons-material/Savings';
import Speed from '@mui/icons-material/Speed';
import TrackChanges from '@mui/icons-material/TrackChanges';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid.component';
import { IconFeatureCard } from '../../components/icon-feature-card.component';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const BENEFITS = [
  { id: 'faster', icon: <Speed />, accent: BRAND.blue },
  { id: 'accurate', icon: <TrackChanges />, accent: BRAND.tealDark },
  { id: 'leakage', icon: <Savings />, accent: '#E0682F' },
] as const;

export const ClaimBenefitsSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="claim-benefits-title">
      <SectionHeader id="claim-benefits-title" eyebrow={t('claim.benefits.eyebrow')} title={t('claim.benefits.title')} />
      <CardGrid columns={3}>
        {BENEFITS.map((benefit) => (
          <IconFeatureCard
            key={benefit.id}
            testId="claim-benefit"
            icon={benefit.icon}
            accent={benefit.accent}
            title={t(`claim.benefits.items.${benefit.id}.title`)}
            description={t(`claim.benefits.items.${benefit.id}.text`)}
          />
        ))}
      </CardGrid>
    </MarketingSection>
  );
};
