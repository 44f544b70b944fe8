import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandLink } from './brand-link';
import { CONTACT_PATH, PRIMARY_NAV_LINKS, SERVICE_LINKS, type TNavLink } from './nav-links';

const FooterColumn = ({ title, links }: { title: string; links: { to: string; label: string }[] }) => (
  <Box component="nav" aria-label={title}>
    <Typography component="h2" variant="subtitle2" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', mb: 1.5, opacity: 0.7 }}>
      {title}
    </Typography>
    <Stack spacing={1}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} color="inherit" variant="body2">
          {link.label}
        </Link>
      ))}
    </Stack>
  </Box>
);

export const AppFooter = () => {
  const { t } = useTranslation();
  const toLabelled = (links: readonly TNavLink[]) => links.map((link) => ({ to: link.to, label: t(link.labelKey) }));

  return (
    <Box component="footer" sx={{ bgcolor: '#0a1a33', color: 'grey.100', mt: 'auto', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLink />
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.75, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterColumn title={t('footer.quickLinks')} links={toLabelled(PRIMARY_NAV_LINKS)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterColumn title={t('footer.services')} links={toLabelled(SERVICE_LINKS)} />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <FooterColumn title={t('footer.contact')} links={[{ to: CONTACT_PATH, label: t('footer.contactUs') }]} />
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.12)' }} />
        <Typography variant="body2" sx={{ opacity: 0.7, textAlign: 'center' }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
};
