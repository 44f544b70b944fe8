import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

type TLoginDialogProps = { open: boolean; onClose: () => void };

type TMode = 'signIn' | 'forgotPassword';

/**
 * Lives inside the Dialog so MUI unmounts it after every close: that is what resets fields, errors and mode
 * (spec 000 §4) and cancels a pending auto-close timer.
 */
const LoginDialogContent = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TMode>('signIn');

  return (
    <>
      <DialogTitle>{mode === 'signIn' ? t('login.title') : t('login.forgotTitle')}</DialogTitle>
      {mode === 'signIn' ? (
        <SignInForm onCancel={onClose} onForgotPassword={() => setMode('forgotPassword')} onSignedIn={onClose} />
      ) : (
        <ForgotPasswordForm onBackToLogin={() => setMode('signIn')} onDone={onClose} />
      )}
    </>
  );
};

export const LoginDialog = ({ open, onClose }: TLoginDialogProps) => {
  // Spec 000 §2: a click outside must not dismiss it; Escape still may.
  const handleClose: DialogProps['onClose'] = (_event, reason) => {
    if (reason === 'backdropClick') return;
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullWidth
      maxWidth={false}
      slotProps={{
        // Spec 000 §9: 420-480 px wide; below 420 + margins (phones) it takes the screen width minus margins.
        paper: { sx: { width: 'calc(100% - 32px)', maxWidth: 460, minWidth: { sm: 420 }, m: 2 } },
      }}
    >
      <LoginDialogContent onClose={onClose} />
    </Dialog>
  );
};
