import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Spec 001 §2: shown inside the report page when the report belongs to someone else (403). */
export const AccessDenied = () => {
  const { t } = useTranslation('report');
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <LockOutlinedIcon color="error" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography component="h1" variant="h4" gutterBottom>
        {t('accessDenied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accessDenied.text')}
      </Typography>
      <Button component={RouterLink} to="/cars" variant="contained">
        {t('backToCars')}
      </Button>
    </Paper>
  );
};
