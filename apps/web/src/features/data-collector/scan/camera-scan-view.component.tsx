import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import FiberManualRecordRoundedIcon from '@mui/icons-material/FiberManualRecordRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import ScreenRotationRoundedIcon from '@mui/icons-material/ScreenRotationRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileDevice } from './camera.service';
import { CarOutline } from './car-outline.component';
import { CAR_OUTLINES } from './car-outlines';
import { CAPTURE_POSITION_COUNT } from './capture-session.machine';
import { colourOutline } from './frame-result.logic';
import { ScanDebugOverlay } from './scan-debug-overlay.component';
import { ScanPositionList } from './scan-position-list.component';
import { SCAN_COMPLETED_EVENT, useCameraScan, type TScanCompletedDetail } from './use-camera-scan.hook';

type TCameraScanViewProps = {
  isOpen: boolean;
  isDebug: boolean;
  debugVideo: File | null;
  onClose: () => void;
  onPhotos: (photos: Blob[]) => void;
};

const PORTRAIT_QUERY = '(orientation: portrait)';
const isPortraitNow = () => typeof window.matchMedia === 'function' && window.matchMedia(PORTRAIT_QUERY).matches;

/**
 * The full-screen camera view of the guided scan (spec 001 §2 "Mobile full-screen camera view"): live video with the
 * outline of the current position, controls, progress, banner and the list of positions. Opened from the Use
 * Smartphone card on phones, or from the debug tools anywhere.
 */
export const CameraScanView = ({ isOpen, isDebug, debugVideo, onClose, onPhotos }: TCameraScanViewProps) => {
  const { t } = useTranslation('scan');
  const isMobile = isMobileDevice();
  const [isPortrait, setPortrait] = useState(isPortraitNow);
  const scan = useCameraScan({ isOpen, isMobile, debugVideo, onClose });
  const { snapshot, session, banner } = scan;
  const index = Math.min(snapshot.index, CAPTURE_POSITION_COUNT - 1);
  const outline = CAR_OUTLINES[index]!;
  const isRecording = snapshot.status !== 'idle';
  const isPaused = snapshot.status === 'paused';

  // Spec 001 §2: opening on mobile requests full screen, leaving exits it; a refusal (e.g. headless) is harmless.
  useEffect(() => {
    if (!isOpen || !isMobile) return undefined;
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [isOpen, isMobile]);

  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(PORTRAIT_QUERY);
    const onChange = () => {
      setPortrait(query.matches);
      session.orientationChanged();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isOpen, session]);

  // Spec 001 §4: the completion event stops the camera and resets; the kept photos join the upload.
  const { close } = scan;
  useEffect(() => {
    const onCompleted = (event: Event) => {
      onPhotos((event as CustomEvent<TScanCompletedDetail>).detail.photos);
      close();
    };
    window.addEventListener(SCAN_COMPLETED_EVENT, onCompleted);
    return () => window.removeEventListener(SCAN_COMPLETED_EVENT, onCompleted);
  }, [close, onPhotos]);

  const colouring = colourOutline(snapshot.lastResult);

  return (
    <Dialog fullScreen open={isOpen} onClose={scan.close} aria-labelledby="scan-view-title" slotProps={{ paper: { sx: { bgcolor: '#000', color: '#fff' } } }}>
      <Typography id="scan-view-title" component="h1" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, height: '100%', overflow: 'hidden' }}>
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', display: 'grid', placeItems: 'center' }}>
          <Box sx={{ position: 'relative', width: '100%', maxHeight: '100%', aspectRatio: '16 / 9' }}>
            <Box component="video" ref={scan.videoRef} autoPlay muted playsInline loop={Boolean(debugVideo)} data-testid="scan-video" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', bgcolor: '#111' }} />
            <CarOutline key={scan.outlineKey} index={index} colouring={colouring} />
            {snapshot.isSuccessVisible && (
              <Box role="status" aria-label={t('success')} sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
                <CheckCircleRoundedIcon sx={{ fontSize: 96, color: '#4caf50', filter: 'drop-shadow(0 2px 8px rgba(0,0,0,0.6))', animation: 'scan-pop 300ms ease-out', '@keyframes scan-pop': { from: { transform: 'scale(0.4)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } } }} />
              </Box>
            )}
            {isDebug && <ScanDebugOverlay snapshot={snapshot} results={scan.results} positionName={t(`positions.${outline.nameKey}`)} isMobile={isMobile} />}
          </Box>
          <canvas ref={scan.canvasRef} hidden />
          <IconButton onClick={scan.close} aria-label={t('controls.back')} sx={{ position: 'absolute', top: 8, left: 8, color: '#fff', bgcolor: 'rgba(0,0,0,0.5)', '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' } }}>
            <ArrowBackRoundedIcon />
          </IconButton>
          {banner && (
            <Alert
              key={banner.id}
              severity={banner.type}
              variant="filled"
              role={banner.type === 'error' ? 'alert' : 'status'}
              data-testid="scan-banner"
              sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', maxWidth: 'calc(100% - 120px)', py: 0, boxShadow: 3 }}
            >
              {banner.message}
            </Alert>
          )}
        </Box>

        <Stack spacing={1.25} sx={{ width: { xs: '100%', sm: 250 }, flexShrink: 0, p: 1.5, bgcolor: '#12161c', overflowY: 'auto', '& .MuiButton-root.Mui-disabled': { color: 'rgba(255,255,255,0.35)', borderColor: 'rgba(255,255,255,0.15)' } }}>
          <Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
                {t(`positions.${outline.nameKey}`)}
              </Typography>
              <Typography variant="subtitle2" aria-label={t('progressLabel')} data-testid="scan-progress">
                {t('progress', { n: snapshot.photos.length, total: CAPTURE_POSITION_COUNT })}
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={(snapshot.photos.length / CAPTURE_POSITION_COUNT) * 100} aria-label={t('progressLabel')} sx={{ mt: 0.75, borderRadius: 1 }} />
          </Box>
          <Stack direction="row" spacing={1}>
            <Button
              fullWidth
              variant="contained"
              color={isRecording ? 'error' : 'primary'}
              startIcon={isRecording ? <StopRoundedIcon /> : <FiberManualRecordRoundedIcon />}
              onClick={() => (isRecording ? scan.stopRecording() : scan.record())}
              disabled={!scan.hasSource}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {isRecording ? t('controls.stop') : t('controls.record')}
            </Button>
            <IconButton
              onClick={() => (isPaused ? session.resume() : session.pause())}
              disabled={!isRecording}
              aria-label={isPaused ? t('controls.resume') : t('controls.pause')}
              sx={{ color: '#fff', border: 1, borderColor: 'rgba(255,255,255,0.3)', borderRadius: 1, '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)' } }}
            >
              {isPaused ? <PlayArrowRoundedIcon /> : <PauseRoundedIcon />}
            </IconButton>
          </Stack>
          {isDebug && (
            <Stack spacing={0.75}>
              <Button size="small" variant="outlined" color="inherit" onClick={() => void scan.switchCamera()} disabled={Boolean(debugVideo)}>
                {t('controls.switchCamera')}
              </Button>
              <Button size="small" variant="outlined" color="inherit" onClick={scan.record} disabled={isRecording || !scan.hasSource}>
                {t('controls.startRecording')}
              </Button>
            </Stack>
          )}
          <ScanPositionList index={snapshot.index} />
        </Stack>
      </Box>

      {isMobile && isPortrait && (
        <Box role="alertdialog" aria-labelledby="rotate-title" sx={{ position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'rgba(0,0,0,0.92)', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <ScreenRotationRoundedIcon sx={{ fontSize: 64 }} />
            <Typography id="rotate-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('rotate.title')}
            </Typography>
            <Typography>{t('rotate.text')}</Typography>
            <Button variant="outlined" color="inherit" startIcon={<ArrowBackRoundedIcon />} onClick={scan.close}>
              {t('rotate.back')}
            </Button>
          </Stack>
        </Box>
      )}
    </Dialog>
  );
};
