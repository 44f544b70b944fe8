import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { NumberedSteps } from '../../components/numbered-steps.component';
import { SectionHeader } from '../../components/section-header.component';

const STEPS = ['integrate', 'capture', 'analysis', 'decision'] as const;

export const FeaturesWorkflowSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection tone="muted" labelledBy="features-workflow-title">
      <SectionHeader id="features-workflow-title" eyebrow={t('features.workflow.eyebrow')} title={t('features.workflow.title')} subtitle={t('features.workflow.subtitle')} />
      <NumberedSteps
        testId="features-workflow"
        label={t('features.workflow.title')}
        steps={STEPS.map((id) => ({ id, title: t(`features.workflow.steps.${id}.title`), text: t(`features.workflow.steps.${id}.text`) }))}
      />
    </MarketingSection>
  );
};
