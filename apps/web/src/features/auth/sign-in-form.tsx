import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { signIn } from './auth.api';
import { useAuth } from './auth-context';

type TSignInFormProps = {
  onCancel: () => void;
  onForgotPassword: () => void;
  onSignedIn: () => void;
};

/** Spec 000 §5: sign-in has no client-side validation; the server's answer alone decides. */
export const SignInForm = ({ onCancel, onForgotPassword, onSignedIn }: TSignInFormProps) => {
  const { t } = useTranslation();
  const { markSignedIn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [hasFailed, setHasFailed] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    setHasFailed(false);
    const result = await signIn({ username, password });
    if (result.isSuccess) {
      markSignedIn(result.username);
      onSignedIn();
      // Spec 000 §4: a full reload so every part of the app starts from the new session.
      window.location.reload();
      return;
    }
    setHasFailed(true);
    setIsSubmitting(false);
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          {hasFailed && (
            <Alert severity="error">
              {t('login.invalidCredentials')}
            </Alert>
          )}
          <TextField
            label={t('login.username')}
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoFocus
            fullWidth
            disabled={isSubmitting}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
            disabled={isSubmitting}
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
              {t('login.forgotPassword')}
            </Link>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onCancel} color="inherit">
          {t('login.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('login.signIn')}
        </Button>
      </DialogActions>
    </Box>
  );
};
