import { createContext, useContext } from 'react';

export type TLoginDialogContextValue = { openLoginDialog: () => void };

export const LoginDialogContext = createContext<TLoginDialogContextValue | null>(null);

export const useLoginDialog = (): TLoginDialogContextValue => {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return value;
};
