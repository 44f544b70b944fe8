import { PASSWORD_MIN_LENGTH } from '@cda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field.component';
import { registerAccount } from './public-forms.api';
import { EMPTY_REGISTRATION, validateRegistration, type TRegistrationField, type TRegistrationValues } from './registration.validation';
import { useRedirectAfter } from './use-redirect-after.hook';

/** Spec 001 §4: after a successful registration the visitor goes to / after 2 s. */
const REGISTRATION_REDIRECT_MS = 2000;

export const RegisterForm = () => {
  const { t } = useTranslation('marketing');
  const [values, setValues] = useState<TRegistrationValues>(EMPTY_REGISTRATION);
  // Field messages appear after the first submit attempt and then follow the input live.
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const redirectHome = useRedirectAfter('/', REGISTRATION_REDIRECT_MS);

  const errors = useMemo(() => validateRegistration(values), [values]);
  const fieldError = (field: TRegistrationField) => {
    const key = errors[field];
    return attempted && key ? t(`register.validation.${key}`, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };
  const change = (field: TRegistrationField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    setAttempted(true);
    setServerErrors([]);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    const result = await registerAccount(values);
    setSubmitting(false);
    if (result.kind === 'ok') {
      setValues(EMPTY_REGISTRATION);
      setAttempted(false);
      setSucceeded(true);
      redirectHome();
      return;
    }
    if (result.kind === 'unreachable') setServerErrors([t('register.errors.connection')]);
    else setServerErrors(result.messages.length > 0 ? result.messages : [t('register.errors.failed')]);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      {serverErrors.length > 0 && (
        <Alert severity="error" data-testid="register-error">
          {serverErrors.map((message) => (
            <Box component="p" key={message} sx={{ m: 0 }}>
              {message}
            </Box>
          ))}
        </Alert>
      )}
      {succeeded && (
        <Alert severity="success" data-testid="register-success">
          {t('register.success')}
        </Alert>
      )}
      <TextField
        id="register-username"
        label={t('register.fields.username')}
        value={values.username}
        onChange={(event) => change('username')(event.target.value)}
        autoComplete="username"
        required
        slotProps={{ inputLabel: { required: false } }}
        fullWidth
        error={Boolean(fieldError('username'))}
        helperText={fieldError('username')}
      />
      <TextField
        id="register-email"
        type="email"
        label={t('register.fields.email')}
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        autoComplete="email"
        required
        slotProps={{ inputLabel: { required: false } }}
        fullWidth
        error={Boolean(fieldError('email'))}
        helperText={fieldError('email') ?? t('register.fields.emailHint')}
      />
      <PasswordField
        id="register-password"
        label={t('register.fields.password')}
        value={values.password}
        onChange={change('password')}
        autoComplete="new-password"
        error={fieldError('password')}
        hint={t('register.fields.passwordHint')}
        showLabel={t('register.showPassword')}
        hideLabel={t('register.hidePassword')}
      />
      <PasswordField
        id="register-confirm-password"
        label={t('register.fields.confirmPassword')}
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        showLabel={t('register.showPassword')}
        hideLabel={t('register.hidePassword')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={submitting}
        disabled={succeeded}
        sx={{ py: 1.4, borderRadius: 2, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
      >
        {t('register.submit')}
      </Button>
    </Box>
  );
};
