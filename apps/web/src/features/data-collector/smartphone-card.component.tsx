import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec 001 §9: mobile is detected by user agent (mobile or Android). */
export const isMobileDevice = () => /mobile|android/i.test(navigator.userAgent);

/**
 * Spec 001 §2 Use Smartphone. The guided camera scan is a later work item, so on phones the Open Camera button is
 * shown disabled with a note rather than opening a camera view that does not exist yet.
 */
export const SmartphoneCard = () => {
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
        {isMobile ? t('collector.smartphone.mobileText') : t('collector.smartphone.desktopText')}
      </Typography>
      {isMobile && (
        <>
          <Button variant="contained" color="secondary" startIcon={<PhotoCameraOutlinedIcon />} disabled aria-describedby="camera-unavailable" fullWidth>
            {t('collector.smartphone.openCamera')}
          </Button>
          <Typography id="camera-unavailable" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('collector.smartphone.unavailable')}
          </Typography>
        </>
      )}
    </Paper>
  );
};
