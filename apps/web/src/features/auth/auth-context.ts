import { createContext, useContext } from 'react';

export type TAuthContextValue = {
  isAuthenticated: boolean;
  username: string | null;
  /** True until the first status check after start-up has settled, so the shell can avoid a Login/Logout flicker. */
  isChecking: boolean;
  markSignedIn: (username: string) => void;
  logout: () => Promise<void>;
};

export const AuthContext = createContext<TAuthContextValue | null>(null);

export const useAuth = (): TAuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};
