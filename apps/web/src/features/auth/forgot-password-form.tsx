import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail, toLocale } from '@cda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/client';
import { readStoredLocale } from '../../i18n';
import { readErrorDetail, requestPasswordReset } from './auth.api';

/** Spec 000 §9: the dialog closes itself this long after a successful reset request. */
export const RESET_DIALOG_AUTO_CLOSE_MS = 3000;

type TForgotPasswordFormProps = {
  onBackToLogin: () => void;
  onDone: () => void;
};

/** Spec 000 §5: required, then text@text.text; the keys are the ones the spec names. */
const findEmailProblemKey = (email: string): string | null => {
  if (!email) return 'login.emailRequired';
  if (!isValidEmail(email)) return 'login.pleaseEnterValidEmail';
  return null;
};

type TSubmitState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export const ForgotPasswordForm = ({ onBackToLogin, onDone }: TForgotPasswordFormProps) => {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailErrorKey, setEmailErrorKey] = useState<string | null>(null);
  const [submitState, setSubmitState] = useState<TSubmitState>({ kind: 'idle' });
  const closeTimer = useRef<number | null>(null);

  // The auto-close must not fire after the user already closed the dialog (this form unmounts then).
  useEffect(
    () => () => {
      if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    },
    [],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitState.kind === 'submitting' || submitState.kind === 'sent') return;
    const trimmed = email.trim();
    const problemKey = findEmailProblemKey(trimmed);
    setEmailErrorKey(problemKey);
    if (problemKey) return;
    setSubmitState({ kind: 'submitting' });
    try {
      // Spec 000 §7: current locale, else the stored one, else en.
      const locale = toLocale(i18n.resolvedLanguage ?? readStoredLocale());
      await requestPasswordReset({ email: trimmed, locale });
      setSubmitState({ kind: 'sent' });
      closeTimer.current = window.setTimeout(onDone, RESET_DIALOG_AUTO_CLOSE_MS);
    } catch (error) {
      const detail = error instanceof ApiError ? readErrorDetail(error.body) : null;
      setSubmitState({ kind: 'failed', message: detail ?? t('login.unableToSendReset') });
    }
  };

  const isBusy = submitState.kind === 'submitting' || submitState.kind === 'sent';

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('login.forgotIntro')}
          </Typography>
          {submitState.kind === 'sent' && (
            <Alert severity="success">
              {t('login.resetLinkSent')}
            </Alert>
          )}
          {submitState.kind === 'failed' && (
            <Alert severity="error">
              {submitState.message}
            </Alert>
          )}
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailErrorKey(null);
            }}
            error={emailErrorKey !== null}
            helperText={emailErrorKey ? t(emailErrorKey) : undefined}
            autoComplete="email"
            autoFocus
            fullWidth
            disabled={isBusy}
          />
          <Box>
            <Link component="button" type="button" variant="body2" onClick={onBackToLogin}>
              {t('login.backToLogin')}
            </Link>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button type="submit" variant="contained" loading={submitState.kind === 'submitting'} disabled={isBusy}>
          {t('login.sendResetLink')}
        </Button>
      </DialogActions>
    </Box>
  );
};
