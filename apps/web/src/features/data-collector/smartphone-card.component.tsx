import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isMobileDevice } from './scan/camera.service';

type TSmartphoneCardProps = { isCameraOpen: boolean; onToggleCamera: () => void; disabled?: boolean };

/** Spec 001 §2 Use Smartphone: on mobile an Open/Close Camera button for the guided scan. */
export const SmartphoneCard = ({ isCameraOpen, onToggleCamera, disabled }: TSmartphoneCardProps) => {
  const { t } = useTranslation('app');
  const isMobile = isMobileDevice();
  return (
    <Paper component="section" aria-labelledby="smartphone-title" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'secondary.main', bgcolor: 'rgba(0, 122, 148, 0.1)' }}>
          <SmartphoneOutlinedIcon />
        </Box>
        <Typography id="smartphone-title" component="h2" variant="h6">
          {t('collector.smartphone.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isMobile ? t('collector.smartphone.scanHint') : t('collector.smartphone.desktopText')}
      </Typography>
      {isMobile && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={isCameraOpen ? <VideocamOffOutlinedIcon /> : <PhotoCameraOutlinedIcon />}
          onClick={onToggleCamera}
          disabled={disabled}
          fullWidth
        >
          {isCameraOpen ? t('collector.smartphone.closeCamera') : t('collector.smartphone.openCamera')}
        </Button>
      )}
    </Paper>
  );
};
