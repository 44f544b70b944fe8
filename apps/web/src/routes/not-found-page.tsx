import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" sx={{ fontSize: { xs: '5rem', md: '7rem' } }}>
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 1, mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeIcon />}>
        {t('notFound.goHome')}
      </Button>
    </Container>
  );
};
