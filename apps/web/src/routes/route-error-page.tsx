import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Catches render and chunk-loading failures below the shell, so the top bar and footer stay usable. */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route failed to render', error);

  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routeError.text')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Container>
  );
};
