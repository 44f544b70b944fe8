import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicFormLayout } from './public-form-layout.component';
import { RegisterForm } from './register-form.component';

/** Build-time switch (spec 001): with it off the page shows nothing but the disabled notice. */
const REGISTRATION_ENABLED: boolean = __REGISTRATION_ENABLED__;

const RegisterPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <PublicFormLayout testId="register-page" title={t('register.title')} subtitle={t('register.subtitle')}>
      {REGISTRATION_ENABLED ? (
        <>
          <RegisterForm />
          <Typography sx={{ textAlign: 'center', mt: 3, color: 'text.secondary' }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/?showLogin=true" sx={{ fontWeight: 700 }}>
              {t('register.signIn')}
            </Link>
          </Typography>
        </>
      ) : (
        <Alert severity="info" data-testid="registration-disabled" sx={{ borderRadius: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('register.disabled.title')}</AlertTitle>
          {t('register.disabled.message')}
        </Alert>
      )}
    </PublicFormLayout>
  );
};

export default RegisterPage;
