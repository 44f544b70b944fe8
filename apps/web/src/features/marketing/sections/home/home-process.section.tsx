import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { NumberedSteps } from '../../components/numbered-steps.component';
import { SectionHeader } from '../../components/section-header.component';
import { PhoneScanIllustration } from '../../illustrations/phone-scan.illustration';

const STEPS = ['capture', 'analyze', 'estimate', 'report'] as const;

export const HomeProcessSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="home-process-title">
      <SectionHeader id="home-process-title" eyebrow={t('home.process.eyebrow')} title={t('home.process.title')} subtitle={t('home.process.subtitle')} />
      <Box sx={{ maxWidth: 560, mx: 'auto', mb: { xs: 6, md: 8 } }}>
        <PhoneScanIllustration />
      </Box>
      <NumberedSteps
        testId="home-process"
        label={t('home.process.title')}
        steps={STEPS.map((id) => ({ id, title: t(`home.process.steps.${id}.title`), text: t(`home.process.steps.${id}.text`) }))}
      />
    </MarketingSection>
  );
};
