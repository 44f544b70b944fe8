import { UPLOAD_MESSAGES } from '@cda/contract';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotificationHost } from '../../components/notifications/notification-host';
import { notify } from '../../components/notifications/notification.store';
import { CarNameField } from './car-name-field.component';
import { UploadFailedError, uploadAssessment } from './data-collector.api';
import { PhotoUploadCard, type TPickedPhoto } from './photo-upload-card.component';
import { selectPhotos } from './photo-selection.logic';
import { CameraScanView } from './scan/camera-scan-view.component';
import { ScanDebugPanel } from './scan/scan-debug-panel.component';
import { SmartphoneCard } from './smartphone-card.component';
import { UploadStatusOverlay } from './upload-status-overlay.component';
import { useCarCheck } from './use-car-check.hook';

/** Spec 001 §9: the success checkmark shows for 2 s before the user is taken to /cars. */
export const SUCCESS_CHECKMARK_MS = 2000;

/** /data_collector, upload mode (spec 001 §2): car, photos, START ANALYSIS. */
export default function DataCollectorPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [carName, setCarName] = useState('');
  const [isDetailed, setDetailed] = useState(false);
  const [isDebug, setDebug] = useState(false);
  const [photos, setPhotos] = useState<TPickedPhoto[]>([]);
  const [isCameraOpen, setCameraOpen] = useState(false);
  const [debugVideo, setDebugVideo] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'processing' | 'success'>('idle');
  const [successMessage, setSuccessMessage] = useState('');
  const nextPhotoId = useRef(1);
  const photosRef = useRef(photos);
  const carState = useCarCheck(carName);

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = window.setTimeout(() => {
      // Raised as the page changes so /cars shows it for its full 3 s.
      notify('positive', successMessage);
      navigate('/cars');
    }, SUCCESS_CHECKMARK_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate, successMessage]);

  const addPhotos = useCallback(
    (files: File[]) => {
      const { accepted, hasInvalidType, isOverLimit } = selectPhotos(photosRef.current.length, files);
      if (isOverLimit) notify('negative', t('collector.errors.tooManyPhotos'));
      else if (hasInvalidType) notify('negative', t('collector.errors.invalidFileType'));
      if (accepted.length === 0) return;
      const added = accepted.map((file) => ({ id: nextPhotoId.current++, file, url: URL.createObjectURL(file) }));
      photosRef.current = [...photosRef.current, ...added];
      setPhotos((current) => [...current, ...added]);
    },
    [t],
  );

  // The scan's kept frames join the upload exactly like picked photos (same limit of 10, spec 001 §5).
  const addScanPhotos = useCallback(
    (blobs: Blob[]) => {
      notify('positive', t('scan:notices.completed', { n: blobs.length }));
      addPhotos(blobs.map((blob, index) => new File([blob], `scan_${Date.now()}_${index + 1}.jpg`, { type: 'image/jpeg' })));
    },
    [addPhotos, t],
  );
  const closeCamera = useCallback(() => setCameraOpen(false), []);

  const removePhoto = (id: number) => {
    setPhotos((current) => {
      const removed = current.find((photo) => photo.id === id);
      if (removed) URL.revokeObjectURL(removed.url);
      return current.filter((photo) => photo.id !== id);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!carName.trim()) {
      notify('negative', t('collector.errors.carNameRequired'));
      return;
    }
    setPhase('processing');
    try {
      const result = await uploadAssessment({ carName: carName.trim(), isDetailed, photos: photos.map((photo) => photo.file), video: isDebug ? debugVideo : null });
      // The server's text is English; its standard message is shown in the reader's language.
      const message = !result.message || result.message === UPLOAD_MESSAGES.started ? t('collector.started') : result.message;
      setSuccessMessage(message);
      setPhase('success');
    } catch (error) {
      console.error('Error uploading data', error);
      const reason = error instanceof UploadFailedError ? error.message || t('collector.errors.uploadFailed') : error instanceof Error ? error.message : '';
      notify('negative', t('collector.errors.uploadError', { message: reason || t('collector.errors.unknown') }));
      setPhase('idle');
    }
  };

  const isBusy = phase !== 'idle';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper sx={{ p: { xs: 3, md: 4 }, mb: 3, borderRadius: 3, color: '#fff', background: 'linear-gradient(135deg, #0b3d91 0%, #062663 100%)' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
              {t('collector.title')}
            </Typography>
            <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{t('collector.subtitle')}</Typography>
          </Box>
          <FormControlLabel
            control={<Switch checked={isDebug} onChange={(event) => setDebug(event.target.checked)} color="default" />}
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <BugReportOutlinedIcon fontSize="small" aria-hidden />
                <span>{t('collector.debug.label')}</span>
              </Stack>
            }
            sx={{ m: 0, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, px: 1.5, py: 0.5, borderRadius: 2, bgcolor: 'rgba(255, 255, 255, 0.12)', '& .MuiSwitch-thumb': { color: '#fff' } }}
          />
        </Stack>
      </Paper>

      {isDebug && <ScanDebugPanel video={debugVideo} onVideo={setDebugVideo} onOpenCamera={() => setCameraOpen(true)} disabled={isBusy} />}

      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={3}>
          <Paper component="section" aria-labelledby="vehicle-title" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
            <Typography id="vehicle-title" component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('collector.vehicle')}
            </Typography>
            <CarNameField value={carName} onChange={setCarName} disabled={isBusy} />
            <Box aria-live="polite" sx={{ mt: carState === 'exists' || carState === 'new' ? 1.5 : 0 }}>
              {carState === 'exists' && (
                <Alert severity="success" variant="outlined" sx={{ borderRadius: 2 }}>
                  {t('collector.carExists')}
                </Alert>
              )}
              {carState === 'new' && (
                <Alert severity="info" variant="outlined" icon={<InfoOutlinedIcon />} sx={{ borderRadius: 2 }}>
                  {t('collector.carNew')}
                </Alert>
              )}
            </Box>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={isDetailed} onChange={(event) => setDetailed(event.target.checked)} disabled={isBusy} />}
              label={t('collector.detailed')}
            />
          </Paper>

          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <PhotoUploadCard photos={photos} disabled={isBusy} onAdd={addPhotos} onRemove={removePhoto} />
            <SmartphoneCard isCameraOpen={isCameraOpen} onToggleCamera={() => setCameraOpen((open) => !open)} disabled={isBusy} />
          </Box>

          <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={carName === '' || isBusy}
              startIcon={<PlayArrowRoundedIcon />}
              sx={{ px: 5, py: 1.5, fontSize: '1rem', fontWeight: 700, letterSpacing: '0.04em', width: { xs: '100%', sm: 'auto' } }}
            >
              {t('collector.start')}
            </Button>
          </Box>
        </Stack>
      </Box>

      <CameraScanView isOpen={isCameraOpen} isDebug={isDebug} debugVideo={isDebug ? debugVideo : null} onClose={closeCamera} onPhotos={addScanPhotos} />
      <UploadStatusOverlay phase={phase} message={successMessage || t('collector.started')} />
      <NotificationHost />
    </Container>
  );
}
