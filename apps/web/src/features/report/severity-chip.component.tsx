import { severityColour, severityKey } from '@cda/contract';
import Chip from '@mui/material/Chip';
import { useReportLabels } from './use-report-labels.hook';

/** Spec 001 §9 severity colours; on orange and yellow the text is dark, as white would fail the 4.5:1 contrast ratio. */
export const SeverityChip = ({ severity }: { severity: string }) => {
  const { severityLabel } = useReportLabels();
  const key = severityKey(severity);
  return (
    <Chip
      size="small"
      label={severityLabel(severity)}
      sx={{ bgcolor: severityColour(severity), color: key === 'Average' || key === 'Low' ? 'rgba(0,0,0,0.87)' : '#fff', fontWeight: 600 }}
    />
  );
};
