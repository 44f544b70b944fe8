import type { TUserProfileResponse } from '@cda/contract';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationHost } from '../../components/notifications/notification-host';
import { notify } from '../../components/notifications/notification.store';
import { fetchUserProfile } from './profile.api';
import { ProfileHeaderCard } from './profile-header-card.component';
import { ApiTokensCard } from '../api-tokens/api-tokens-card';
import { QuickActions } from './quick-actions.component';
import { StatisticsCards } from './statistics-cards.component';

/** /profile: who is signed in, their counters and shortcuts (spec 001 §2). */
export default function ProfilePage() {
  const { t } = useTranslation('app');
  const [profile, setProfile] = useState<TUserProfileResponse | null>(null);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    fetchUserProfile()
      .then((data) => isCurrent && setProfile(data))
      .catch((error: unknown) => {
        console.error('Failed to load user data', error);
        if (isCurrent) notify('negative', t('notifications.loadUserFailed'));
      })
      .finally(() => isCurrent && setLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [t]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {t('profile.title')}
        </Typography>
        <Typography color="text.secondary">{t('profile.subtitle')}</Typography>
      </Box>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <ProfileHeaderCard user={profile?.user_info ?? null} />
        <section aria-label={t('stats.title')}>
          <StatisticsCards statistics={profile?.statistics ?? null} />
        </section>
        <QuickActions />
        <ApiTokensCard />
      </Stack>

      <Backdrop open={isLoading} sx={{ zIndex: (theme) => theme.zIndex.appBar - 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('profile.loading')}
        </Typography>
      </Backdrop>
      <NotificationHost />
    </Container>
  );
}
