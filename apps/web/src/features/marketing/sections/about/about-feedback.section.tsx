import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { SectionHeader } from '../../components/section-header.component';
import { FeedbackForm } from '../../feedback/feedback-form.component';
import {
  FEEDBACK_HASH_DELAY_MS,
  FEEDBACK_HIGHLIGHT_MS,
  FEEDBACK_SCROLL_OFFSET_PX,
  FEEDBACK_SECTION_ID,
} from '../../feedback/feedback.constants';
import { useHashHighlight } from '../../hooks/use-hash-highlight.hook';

export const AboutFeedbackSection = () => {
  const { t } = useTranslation('marketing');
  const highlighted = useHashHighlight({
    hash: `#${FEEDBACK_SECTION_ID}`,
    targetId: FEEDBACK_SECTION_ID,
    offsetPx: FEEDBACK_SCROLL_OFFSET_PX,
    initialDelayMs: FEEDBACK_HASH_DELAY_MS,
    highlightMs: FEEDBACK_HIGHLIGHT_MS,
  });
  return (
    <MarketingSection id={FEEDBACK_SECTION_ID} labelledBy="about-feedback-title" testId="feedback-section">
      <SectionHeader id="about-feedback-title" eyebrow={t('about.feedback.eyebrow')} title={t('about.feedback.title')} subtitle={t('about.feedback.subtitle')} />
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        <FeedbackForm highlighted={highlighted} />
      </Box>
    </MarketingSection>
  );
};
