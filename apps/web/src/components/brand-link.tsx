import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import DirectionsCarFilledIcon from '@mui/icons-material/DirectionsCarFilled';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export const BrandLink = ({ onClick }: { onClick?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}
    >
      <DirectionsCarFilledIcon aria-hidden />
      <Box component="span">{t('brand.name')}</Box>
    </Link>
  );
};
