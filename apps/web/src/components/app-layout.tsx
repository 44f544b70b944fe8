import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LoginDialogProvider } from '../features/auth/login-dialog-provider';
import { AppFooter } from './app-footer';
import { BackToTopButton } from './back-to-top-button';
import { OpenLoginFromQuery, ScrollToTopOnNavigate } from './navigation-effects';
import { PageSpinner } from './page-spinner';
import { TopBar } from './top-bar';

const MAIN_CONTENT_ID = 'main-content';

/** Keyboard users can jump past the top bar; the link stays invisible until it receives focus. */
const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Focus moves without a hash in the URL, which the router would treat as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
};

export const AppLayout = () => (
  <LoginDialogProvider>
    <ScrollToTopOnNavigate />
    <OpenLoginFromQuery />
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
      <BackToTopButton />
    </Box>
  </LoginDialogProvider>
);
