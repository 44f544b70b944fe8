import ApiIcon from '@mui/icons-material/Api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountApiViewer } from './viewer-loader';

const WARNING_MS = 8000;
const BADGES = ['analysis', 'jwt', 'realtime'] as const;

/** /docs: the interactive reference of the public API, loaded from our own origin first (spec 001). */
export default function DocsPage() {
  const { t } = useTranslation('docs');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [isWarningOpen, setWarningOpen] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    const node = container.current;
    if (!node) return undefined;
    setState('loading');
    mountApiViewer(node)
      .then(() => !isCancelled && setState('ready'))
      .catch((error: unknown) => {
        console.error('API documentation could not be loaded', error);
        if (isCancelled) return;
        setState('failed');
        setWarningOpen(true);
      });
    return () => {
      isCancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setWarningOpen(false);
    setAttempt((value) => value + 1);
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, mb: 3, borderRadius: 3, background: 'linear-gradient(135deg, #0b3d91 0%, #062663 100%)', color: '#fff' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ApiIcon sx={{ fontSize: 48 }} aria-hidden />
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {t('title')}
            </Typography>
            <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{t('subtitle')}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {BADGES.map((badge) => (
            <Chip key={badge} label={t(`badges.${badge}`)} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: '#fff', fontWeight: 600 }} />
          ))}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ borderRadius: 3, minHeight: 320, position: 'relative', overflow: 'hidden' }}>
        {state === 'loading' && (
          <Stack spacing={2} sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }} role="status">
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{t('loading')}</Typography>
          </Stack>
        )}
        {state === 'failed' && (
          <Stack spacing={2} sx={{ p: 4, minHeight: 320, alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">{t('unavailable')}</Typography>
            <Button variant="contained" onClick={retry}>
              {t('retry')}
            </Button>
          </Stack>
        )}
        <Box ref={container} data-testid="api-reference" sx={{ p: { xs: 1, md: 2 }, '& .swagger-ui .info': { display: 'none' } }} />
      </Paper>

      <Snackbar open={isWarningOpen} autoHideDuration={WARNING_MS} onClose={() => setWarningOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="warning"
          variant="filled"
          onClose={() => setWarningOpen(false)}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('warning')}
        </Alert>
      </Snackbar>
    </Container>
  );
}
