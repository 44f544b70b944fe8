import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ensureCsrfToken } from '../../api/client';
import { fetchAuthStatus, signOut, type TAuthStatus } from './auth.api';
import { AuthContext, type TAuthContextValue } from './auth-context';
import { subscribeAuthStatus } from './auth-status-events';

type TSession = { isAuthenticated: boolean; username: string | null };

const ANONYMOUS: TSession = { isAuthenticated: false, username: null };

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [session, setSession] = useState<TSession>(ANONYMOUS);
  const [isChecking, setIsChecking] = useState(true);

  useEffect(() => {
    let isCancelled = false;
    // The CSRF cookie must exist before anything that changes state; the status check itself is a GET.
    const check = async () => {
      await ensureCsrfToken();
      try {
        const status = await fetchAuthStatus();
        if (!isCancelled) setSession(status.isAuthenticated ? status : ANONYMOUS);
      } catch (error) {
        // Spec 000 §8: a failed status check is only logged and the user stays anonymous.
        console.error('Failed to check authentication status', error);
      } finally {
        if (!isCancelled) setIsChecking(false);
      }
    };
    void check();
    return () => {
      isCancelled = true;
    };
  }, []);

  const markSignedIn = useCallback((username: string) => setSession({ isAuthenticated: true, username }), []);

  // Fresh answers from the route guard keep the shell in step with the server.
  const applyStatus = useCallback((status: TAuthStatus) => {
    setSession(status.isAuthenticated ? { isAuthenticated: true, username: status.username } : ANONYMOUS);
    setIsChecking(false);
  }, []);

  useEffect(() => subscribeAuthStatus(applyStatus), [applyStatus]);

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Logout request failed', error);
    }
    // The local session is cleared either way: the user asked to leave and must not keep seeing private links.
    setSession(ANONYMOUS);
  }, []);

  const value = useMemo<TAuthContextValue>(
    () => ({ ...session, isChecking, markSignedIn, logout }),
    [session, isChecking, markSignedIn, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
