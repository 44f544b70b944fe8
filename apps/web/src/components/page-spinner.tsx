import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner for lazy pages and guarded routes while they load. */
export const PageSpinner = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh', py: 6 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
};
