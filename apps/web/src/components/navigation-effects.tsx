import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginDialog } from '../features/auth/login-dialog-context';

/**
 * Spec 000 §2: every navigation starts at the top-left. A URL with a hash is left alone because the target
 * page (the about page's #feedback) scrolls to its own anchor.
 */
export const ScrollToTopOnNavigate = () => {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
};

/** Spec 000 §2: `/?showLogin=true` (the route guard's target) opens the login dialog, then the query goes away. */
export const OpenLoginFromQuery = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();

  useEffect(() => {
    if (pathname !== '/' || new URLSearchParams(search).get('showLogin') !== 'true') return;
    openLoginDialog();
    void navigate('/', { replace: true });
  }, [pathname, search, navigate, openLoginDialog]);

  return null;
};
