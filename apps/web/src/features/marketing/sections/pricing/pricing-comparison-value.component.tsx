import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { BRAND, VISUALLY_HIDDEN_SX } from '../../components/marketing-tokens';

export type TCellValue = { text: 'ten' | 'unlimited' | 'free' | 'payPerUse' | 'license' | 'email' | 'priority' | 'dedicated' } | { included: boolean };
export type TComparisonRow = {
  id: 'inspections' | 'pricingModel' | 'apiAccess' | 'accountManager' | 'customIntegrations' | 'teamTraining' | 'onPremise' | 'support';
  /** trial, pro, enterprise */
  values: readonly [TCellValue, TCellValue, TCellValue];
};

const YES = { included: true } as const;
const NO = { included: false } as const;

/** Exactly the comparison of spec 000 §9. */
export const COMPARISON_ROWS: readonly TComparisonRow[] = [
  { id: 'inspections', values: [{ text: 'ten' }, { text: 'unlimited' }, { text: 'unlimited' }] },
  { id: 'pricingModel', values: [{ text: 'free' }, { text: 'payPerUse' }, { text: 'license' }] },
  { id: 'apiAccess', values: [NO, YES, YES] },
  { id: 'accountManager', values: [NO, NO, YES] },
  { id: 'customIntegrations', values: [NO, NO, YES] },
  { id: 'teamTraining', values: [NO, NO, YES] },
  { id: 'onPremise', values: [NO, NO, YES] },
  { id: 'support', values: [{ text: 'email' }, { text: 'priority' }, { text: 'dedicated' }] },
];

export const PLAN_IDS = ['trial', 'pro', 'enterprise'] as const;

/** Icons carry the meaning visually; the hidden text gives the cell a name for screen readers and tests. */
export const ComparisonValue = ({ value }: { value: TCellValue }) => {
  const { t } = useTranslation('marketing');
  if ('text' in value) return <>{t(`pricing.comparison.values.${value.text}`)}</>;
  return value.included ? (
    <>
      <CheckCircleRounded aria-hidden sx={{ color: BRAND.tealDark, verticalAlign: 'middle' }} />
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {t('common.included')}
      </Box>
    </>
  ) : (
    <>
      <RemoveRounded aria-hidden sx={{ color: 'text.disabled', verticalAlign: 'middle' }} />
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {t('common.notIncluded')}
      </Box>
    </>
  );
};
