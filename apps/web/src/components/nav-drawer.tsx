import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAuth } from '../features/auth/auth-context';
import { BrandLink } from './brand-link';
import { PRIMARY_NAV_LINKS, type TNavLink } from './nav-links';

type TNavDrawerProps = {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onLogout: () => void;
};

const ACTIVE_LINK_SX = { '&.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } };

type TDrawerLinkProps = Pick<TNavLink, 'to' | 'end'> & { label: string; onClose: () => void };

const DrawerLink = ({ to, end, label, onClose }: TDrawerLinkProps) => (
  <ListItem disablePadding>
    <ListItemButton component={NavLink} to={to} end={end} onClick={onClose} sx={ACTIVE_LINK_SX}>
      <ListItemText primary={label} />
    </ListItemButton>
  </ListItem>
);

/** Narrow-screen navigation (below md): the top bar's links plus the account actions (spec 000 §2). */
export const NavDrawer = ({ open, onClose, onLogin, onLogout }: TNavDrawerProps) => {
  const { t } = useTranslation();
  const { isAuthenticated, username, isChecking } = useAuth();

  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.mobileLabel')} sx={{ width: 280 }}>
        <Box sx={{ px: 2, py: 2, color: 'primary.main' }}>
          <BrandLink onClick={onClose} />
          {isAuthenticated && username && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('nav.signedInAs', { username })}
            </Typography>
          )}
        </Box>
        <Divider />
        <List>
          {PRIMARY_NAV_LINKS.map((link) => (
            <DrawerLink key={link.to} to={link.to} end={link.end} label={t(link.labelKey)} onClose={onClose} />
          ))}
        </List>
        <Divider />
        {!isChecking && (
          <List>
            {isAuthenticated ? (
              <>
                <DrawerLink to="/profile" label={t('nav.profile')} onClose={onClose} />
                <DrawerLink to="/cars" label={t('nav.cars')} onClose={onClose} />
                <ListItem disablePadding>
                  <ListItemButton onClick={onLogout}>
                    <ListItemText primary={t('nav.logout')} />
                  </ListItemButton>
                </ListItem>
              </>
            ) : (
              <>
                <ListItem disablePadding>
                  <ListItemButton onClick={onLogin}>
                    <ListItemText primary={t('nav.login')} />
                  </ListItemButton>
                </ListItem>
                <DrawerLink to="/register" label={t('nav.register')} onClose={onClose} />
              </>
            )}
          </List>
        )}
      </Box>
    </Drawer>
  );
};
