import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAuth } from '../features/auth/auth-context';
import { useLoginDialog } from '../features/auth/login-dialog-context';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { NavDrawer } from './nav-drawer';
import { PRIMARY_NAV_LINKS } from './nav-links';

const WIDE_ONLY = { display: { xs: 'none', md: 'flex' } } as const;

const NAV_BUTTON_SX = {
  color: 'inherit',
  opacity: 0.85,
  '&:hover': { opacity: 1, bgcolor: 'rgba(255,255,255,0.08)' },
  '&.active': { opacity: 1, boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
} as const;

export const TopBar = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated, username, isChecking, logout } = useAuth();
  const { openLoginDialog } = useLoginDialog();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const handleLogin = () => {
    setIsDrawerOpen(false);
    openLoginDialog();
  };

  const handleLogout = async () => {
    setIsDrawerOpen(false);
    await logout();
    void navigate('/');
  };

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          onClick={() => setIsDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <BrandLink />
        <Box component="nav" aria-label={t('nav.mainLabel')} sx={{ ...WIDE_ONLY, gap: 0.5, ml: 2 }}>
          {PRIMARY_NAV_LINKS.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} end={link.end} sx={NAV_BUTTON_SX}>
              {t(link.labelKey)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        {/* Nothing until the first status check settles, so a signed-in user never sees Login flash by. */}
        {!isChecking && (
          <Box sx={{ ...WIDE_ONLY, alignItems: 'center', gap: 1 }}>
            {isAuthenticated ? (
              <>
                {username && (
                  <Typography variant="body2" sx={{ opacity: 0.85, mr: 1 }}>
                    {t('nav.signedInAs', { username })}
                  </Typography>
                )}
                <Button component={NavLink} to="/profile" sx={NAV_BUTTON_SX}>
                  {t('nav.profile')}
                </Button>
                <Button component={NavLink} to="/cars" sx={NAV_BUTTON_SX}>
                  {t('nav.cars')}
                </Button>
                <Button variant="outlined" color="inherit" onClick={() => void handleLogout()}>
                  {t('nav.logout')}
                </Button>
              </>
            ) : (
              <>
                <Button color="inherit" onClick={handleLogin}>
                  {t('nav.login')}
                </Button>
                <Button component={RouterLink} to="/register" variant="contained" color="secondary">
                  {t('nav.register')}
                </Button>
              </>
            )}
          </Box>
        )}
      </Toolbar>
      <NavDrawer
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        onLogin={handleLogin}
        onLogout={() => void handleLogout()}
      />
    </AppBar>
  );
};
