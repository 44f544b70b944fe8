import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../../components/marketing-section.component';
import { BRAND } from '../../components/marketing-tokens';
import { NumberedSteps } from '../../components/numbered-steps.component';
import { SectionHeader } from '../../components/section-header.component';

const STEPS = ['submit', 'analyse', 'flag', 'decide'] as const;
const TYPICAL_ERRORS = ['repairReplace', 'laborHours', 'dismantling', 'taxRates'] as const;

export const ClaimReviewSection = () => {
  const { t } = useTranslation('marketing');
  const errorsList = (
    <Box sx={{ mt: 2 }}>
      <Typography id="claim-review-errors-title" component="h4" sx={{ fontWeight: 700, fontSize: '0.9rem', mb: 1 }}>
        {t('claim.review.errorsTitle')}
      </Typography>
      <Box component="ul" aria-labelledby="claim-review-errors-title" data-testid="claim-review-errors" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {TYPICAL_ERRORS.map((id) => (
          <Box component="li" key={id} sx={{ maxWidth: '100%' }}>
            <Chip
              icon={<WarningAmber />}
              label={t(`claim.review.errors.${id}`)}
              sx={{ maxWidth: '100%', bgcolor: '#FFF1EC', color: '#9A3412', fontWeight: 600, '& .MuiChip-icon': { color: BRAND.coral } }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
  return (
    <MarketingSection labelledBy="claim-review-title">
      <SectionHeader id="claim-review-title" eyebrow={t('claim.review.eyebrow')} title={t('claim.review.title')} subtitle={t('claim.review.subtitle')} />
      <NumberedSteps
        testId="claim-review-steps"
        label={t('claim.review.title')}
        steps={STEPS.map((id) => ({
          id,
          title: t(`claim.review.steps.${id}.title`),
          text: t(`claim.review.steps.${id}.text`),
          // The flagged step is where the typical errors surface, so the list sits under it.
          extra: id === 'flag' ? errorsList : undefined,
        }))}
      />
    </MarketingSection>
  );
};
