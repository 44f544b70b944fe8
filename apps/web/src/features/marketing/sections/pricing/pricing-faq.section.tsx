import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { WRAP_TEXT_SX } from '../../components/marketing-tokens';
import { SectionHeader } from '../../components/section-header.component';

const QUESTIONS = ['inspection', 'volume', 'upgrade', 'training'] as const;

export const PricingFaqSection = () => {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection labelledBy="pricing-faq-title">
      <SectionHeader id="pricing-faq-title" eyebrow={t('pricing.faq.eyebrow')} title={t('pricing.faq.title')} />
      <Box data-testid="pricing-faq" sx={{ maxWidth: 820, mx: 'auto' }}>
        {QUESTIONS.map((id) => (
          <Accordion
            key={id}
            disableGutters
            elevation={0}
            sx={{ border: '1px solid rgba(14,26,43,0.12)', borderRadius: 2, mb: 1.5, '&::before': { display: 'none' }, '&.Mui-expanded': { mb: 1.5 } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${id}-header`} aria-controls={`faq-${id}-content`} sx={{ px: { xs: 2, md: 3 }, py: 0.5 }}>
              <Typography component="span" sx={{ ...WRAP_TEXT_SX, fontWeight: 700, fontSize: '1.05rem' }}>
                {t(`pricing.faq.items.${id}.question`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
              <Typography sx={{ ...WRAP_TEXT_SX, color: 'text.secondary', lineHeight: 1.7 }}>{t(`pricing.faq.items.${id}.answer`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </MarketingSection>
  );
};
