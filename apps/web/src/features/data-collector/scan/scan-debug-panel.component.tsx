import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notifications/notification.store';

const VIDEO_NAME = /\.(mp4|webm|mov|m4v|mkv|avi|ogv|3gp)$/i;
/** Spec 001 §5: the debug video must be a video file. */
export const isVideoFile = (file: Pick<File, 'type' | 'name'>) => (file.type ? file.type.startsWith('video/') : VIDEO_NAME.test(file.name));

type TScanDebugPanelProps = { video: File | null; onVideo: (video: File | null) => void; onOpenCamera: () => void; disabled?: boolean };

/** Debug mode on the page (spec 001 §2): a video file as the camera source, and Open Camera on any device. */
export const ScanDebugPanel = ({ video, onVideo, onOpenCamera, disabled }: TScanDebugPanelProps) => {
  const { t } = useTranslation('scan');
  const { t: tApp } = useTranslation('app');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Alert severity="info" role="region" aria-label={t('debug.title')} icon={<BugReportOutlinedIcon />} sx={{ mb: 3, borderRadius: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {tApp('collector.debug.activeNote')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" startIcon={<PhotoCameraOutlinedIcon />} onClick={onOpenCamera} disabled={disabled}>
          {t('controls.openCamera')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<MovieOutlinedIcon />} onClick={() => input.current?.click()} disabled={disabled}>
          {t('debug.chooseVideo')}
        </Button>
        {video && <Chip label={video.name} onDelete={() => onVideo(null)} deleteIcon={<CloseIcon aria-label={t('debug.removeVideo')} />} />}
        <input
          ref={input}
          type="file"
          accept="video/*"
          hidden
          aria-label={t('debug.video')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!isVideoFile(file)) notify('negative', t('debug.invalidVideo'));
            else onVideo(file);
          }}
        />
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.8 }}>
        {t('debug.videoHint')}
      </Typography>
    </Alert>
  );
};
