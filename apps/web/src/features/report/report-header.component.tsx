import { displayStatus, type TReport, type TReportSummaryData } from '@cda/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../profile/date-format';
import { describeReportStatus } from '../cars/cars.logic';
import { DownloadReportButton } from './download-report-button.component';

type TReportHeaderProps = { report: TReport; summary: TReportSummaryData };

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** Report id, date, status, car and description, with the collapsible details (spec 001 §2: collapsed by default). */
export const ReportHeader = ({ report, summary }: TReportHeaderProps) => {
  const { t, i18n } = useTranslation('report');
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const status = displayStatus(report.status);
  const { color } = describeReportStatus(status);
  const notSet = t('header.notSet');

  return (
    <Paper component="header" variant="outlined" data-testid="report-header" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Button component={RouterLink} to="/cars" size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {t('backToCars')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, rowGap: 1 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {t('title', { id: report.id })}
            </Typography>
            <Chip label={t(`status.${status}`)} color={color} sx={{ fontWeight: 600 }} data-testid="report-status" />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {formatDateTime(report.created_at, i18n.language)} · {report.car.name}
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: '70ch' }} data-testid="report-description">
            {report.description || t('header.noDescription')}
          </Typography>
        </Box>
        <DownloadReportButton reportId={report.id} />
      </Stack>

      {status === 'completed' ? null : (
        <Alert severity={status === 'failed' ? 'error' : 'info'} sx={{ mt: 2 }}>
          {t(status === 'failed' ? 'statusNote.failed' : 'statusNote.unfinished')}
        </Alert>
      )}

      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mt: 3, mb: 0, maxWidth: 560 }}>
        <Fact label={t('header.photoCount')}>{report.photos.length}</Fact>
        <Fact label={t('header.damageCount')}>{summary.damage_count}</Fact>
        <Fact label={t('header.total')}>{summary.total}</Fact>
      </Box>

      <Button
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ mt: 2, ml: -1 }}
      >
        {isOpen ? t('details.hide') : t('details.show')}
      </Button>
      <Collapse in={isOpen} unmountOnExit>
        <Box
          id={detailsId}
          component="dl"
          aria-label={t('details.title')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, mt: 1, mb: 0, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Fact label={t('header.reportId')}>{report.id}</Fact>
          <Fact label={t('header.createdAt')}>{formatDateTime(report.created_at, i18n.language)}</Fact>
          <Fact label={t('header.status')}>{t(`status.${status}`)}</Fact>
          <Fact label={t('header.car')}>{report.car.name}</Fact>
          <Fact label={t('header.licenseNumber')}>
            {report.car.license_number || notSet}
            {report.car.license_number && typeof report.car.license_confidence === 'number' ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {t('header.plateRead', { percent: Math.round(report.car.license_confidence * 100) })}
              </Typography>
            ) : null}
          </Fact>
          <Fact label={t('header.color')}>{report.car.color || notSet}</Fact>
          <Fact label={t('header.autoType')}>{report.car.auto_type || notSet}</Fact>
          <Fact label={t('header.description')}>{report.description || t('header.noDescription')}</Fact>
        </Box>
      </Collapse>
    </Paper>
  );
};
