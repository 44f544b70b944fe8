import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { describeReportStatus } from './cars.logic';

export const ReportStatusChip = ({ status }: { status: string | null | undefined }) => {
  const { t } = useTranslation('app');
  const { labelKey, color } = describeReportStatus(status);
  return <Chip size="small" color={color} label={labelKey ? t(labelKey) : status} sx={{ fontWeight: 600 }} />;
};
