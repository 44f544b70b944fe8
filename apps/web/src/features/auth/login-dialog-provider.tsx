import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LoginDialog } from './login-dialog';
import { LoginDialogContext } from './login-dialog-context';

/** One dialog for the whole app, so the top bar, the drawer and `?showLogin=true` all open the same instance. */
export const LoginDialogProvider = ({ children }: { children: ReactNode }) => {
  const [isOpen, setIsOpen] = useState(false);
  const openLoginDialog = useCallback(() => setIsOpen(true), []);
  const value = useMemo(() => ({ openLoginDialog }), [openLoginDialog]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={isOpen} onClose={() => setIsOpen(false)} />
    </LoginDialogContext.Provider>
  );
};
