import { redirect, type LoaderFunction } from 'react-router';
import { fetchAuthStatus } from '../features/auth/auth.api';
import { publishAuthStatus } from '../features/auth/auth-status-events';

/** Where the guard sends anonymous visitors: home, with the login dialog opened by the query (spec 000 §4). */
export const LOGIN_REDIRECT_PATH = '/?showLogin=true';

/**
 * Spec 000 §4: every navigation to a login-required route asks the server first; only an explicit
 * isAuthenticated true lets it through. Network and parse errors count as "not signed in" without a message.
 */
export const requireAuthLoader: LoaderFunction = async () => {
  try {
    const status = await fetchAuthStatus();
    publishAuthStatus(status);
    if (status.isAuthenticated) return null;
  } catch (error) {
    console.error('Auth status check before a protected route failed', error);
  }
  throw redirect(LOGIN_REDIRECT_PATH);
};
