import { displayStatus, summariseReport, type TReport } from '@cda/contract';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { NotificationHost } from '../../components/notifications/notification-host';
import { AccessDenied } from './access-denied.component';
import { BeforeAfterSlider } from './before-after-slider.component';
import { CarDiagram } from './car-diagram.component';
import { DamageList } from './damage-list.component';
import { fetchReport } from './report.api';
import { comparablePhotos, ignoredDamageIds, photoNumbers } from './report.logic';
import { ReportCharts } from './report-charts.component';
import { ReportHeader } from './report-header.component';
import { ReportPhotos } from './report-photos.component';

/** An unfinished report is fetched again this often until its analysis ends (the task list's 5 s, spec 001 §5). */
const REFRESH_MS = 5000;
const isUnfinished = (report: TReport) => {
  const status = displayStatus(report.status);
  return status !== 'completed' && status !== 'failed';
};

type TLoadState = { kind: 'loading' } | { kind: 'denied' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; report: TReport };

const ReportView = ({ report }: { report: TReport }) => {
  const summary = useMemo(() => summariseReport(report), [report]);
  const numbers = useMemo(() => photoNumbers(report), [report]);
  const ignoredIds = useMemo(() => ignoredDamageIds(summary), [summary]);
  const comparable = useMemo(() => comparablePhotos(report), [report]);
  return (
    <Stack spacing={3}>
      <ReportHeader report={report} summary={summary} />
      <DamageList summary={summary} photoNumbers={numbers} ignoredIds={ignoredIds} />
      <ReportCharts summary={summary} />
      <CarDiagram damages={summary.damages} />
      <ReportPhotos photos={report.photos} />
      <BeforeAfterSlider key={report.id} photos={comparable} photoNumbers={numbers} />
    </Stack>
  );
};

const LoadFailed = ({ isNotFound, onRetry }: { isNotFound: boolean; onRetry: () => void }) => {
  const { t } = useTranslation('report');
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography component="h1" variant="h5" gutterBottom>
        {isNotFound ? t('loadError.notFoundTitle') : t('loadError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {isNotFound ? t('loadError.notFoundText') : t('loadError.text')}
      </Typography>
      {isNotFound ? null : (
        <Button variant="contained" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      )}
    </Paper>
  );
};

/** /results/{assessmentId}: the damage report (spec 001 §2); Access Denied on a 403. */
export default function ReportPage() {
  const { t } = useTranslation('report');
  const { assessmentId = '' } = useParams();
  const [state, setState] = useState<TLoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let isCurrent = true;
    setState({ kind: 'loading' });
    fetchReport(assessmentId)
      .then((report) => {
        if (isCurrent) setState({ kind: 'ready', report });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 403) {
          setState({ kind: 'denied' });
          return;
        }
        // Spec 001 §8: load errors other than 403 are logged; the page also says what happened.
        console.error('Failed to load report', error);
        setState({ kind: status === 404 || status === 400 ? 'not-found' : 'error' });
      });
    return () => {
      isCurrent = false;
    };
  }, [assessmentId, attempt]);

  // While the analysis runs, the page follows it without a reload; a failed refresh keeps what is shown and tries again.
  const shownReport = state.kind === 'ready' ? state.report : null;
  useEffect(() => {
    if (!shownReport || !isUnfinished(shownReport)) return undefined;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      fetchReport(assessmentId)
        .then((report) => {
          if (isCurrent) setState({ kind: 'ready', report });
        })
        .catch((error: unknown) => {
          console.error('Failed to refresh report', error);
          if (isCurrent) setState({ kind: 'ready', report: { ...shownReport } });
        });
    }, REFRESH_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [assessmentId, shownReport]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {state.kind === 'loading' ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, minHeight: '40vh', justifyContent: 'center' }} role="status">
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('loading')}</Typography>
        </Box>
      ) : null}
      {state.kind === 'denied' ? <AccessDenied /> : null}
      {state.kind === 'not-found' || state.kind === 'error' ? <LoadFailed isNotFound={state.kind === 'not-found'} onRetry={retry} /> : null}
      {state.kind === 'ready' ? <ReportView report={state.report} /> : null}
      <NotificationHost />
    </Container>
  );
}
