import { PASSWORD_MIN_LENGTH } from '@cda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PasswordField } from './password-field.component';
import { resetPassword } from './public-forms.api';
import { PublicFormLayout } from './public-form-layout.component';
import { useRedirectAfter } from './use-redirect-after.hook';

/** Spec 001 §4: after a successful reset the visitor goes to / after 3 s. */
const RESET_REDIRECT_MS = 3000;

type TResetError = 'tooShort' | 'mismatch';

const validateReset = (password: string, confirmation: string): TResetError | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
};

const ResetPasswordPage = () => {
  const { t } = useTranslation('marketing');
  const { token } = useParams();
  const validToken = token?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [validationError, setValidationError] = useState<TResetError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const redirectHome = useRedirectAfter('/', RESET_REDIRECT_MS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded || !validToken) return;
    setServerError(null);
    const problem = validateReset(password, confirmation);
    setValidationError(problem);
    if (problem) return;
    setSubmitting(true);
    const result = await resetPassword(validToken, password);
    setSubmitting(false);
    if (result.kind === 'ok') {
      setPassword('');
      setConfirmation('');
      setSucceeded(true);
      redirectHome();
      return;
    }
    if (result.kind === 'unreachable') setServerError(t('resetPassword.errors.connection'));
    else setServerError(result.messages[0] ?? t('resetPassword.errors.failed'));
  };

  const errorMessage = !validToken
    ? t('resetPassword.errors.invalidLink')
    : (serverError ?? (validationError ? t(`resetPassword.validation.${validationError}`, { min: PASSWORD_MIN_LENGTH }) : null));

  return (
    <PublicFormLayout testId="reset-password-page" title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
        {errorMessage && (
          <Alert severity="error" data-testid="reset-error">
            {errorMessage}
          </Alert>
        )}
        {succeeded && (
          <Alert severity="success" data-testid="reset-success">
            {t('resetPassword.success')}
          </Alert>
        )}
        <PasswordField
          id="reset-new-password"
          label={t('resetPassword.fields.newPassword')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={t('resetPassword.fields.newPasswordHint')}
          invalid={validationError === 'tooShort'}
          showLabel={t('resetPassword.showPassword')}
          hideLabel={t('resetPassword.hidePassword')}
          disabled={!validToken}
        />
        <PasswordField
          id="reset-confirm-password"
          label={t('resetPassword.fields.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          invalid={validationError === 'mismatch'}
          showLabel={t('resetPassword.showPassword')}
          hideLabel={t('resetPassword.hidePassword')}
          disabled={!validToken}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submitting}
          disabled={!validToken || succeeded}
          sx={{ py: 1.4, borderRadius: 2, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
        >
          {t('resetPassword.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/?showLogin=true" sx={{ fontWeight: 700 }}>
          {t('resetPassword.backToSignIn')}
        </Link>
      </Typography>
    </PublicFormLayout>
  );
};

export default ResetPasswordPage;
