import type { TUserInfo } from '@cda/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from './date-format';

type TProfileHeaderCardProps = { user: TUserInfo | null };

/** Spec 001 §2 Profile header: every field has its default so the card reads well before and without data. */
export const ProfileHeaderCard = ({ user }: TProfileHeaderCardProps) => {
  const { t, i18n } = useTranslation('app');
  const username = user?.username || t('profile.defaultUsername');
  const initial = user?.username ? user.username.charAt(0).toUpperCase() : 'U';
  return (
    <Paper
      component="section"
      aria-labelledby="profile-username"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, color: '#fff', background: 'linear-gradient(135deg, #0b3d91 0%, #062663 100%)' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Avatar aria-hidden sx={{ width: 80, height: 80, fontSize: 36, fontWeight: 800, bgcolor: '#ffffff', color: 'primary.main' }}>
          {initial}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="profile-username" variant="h4" component="h2" sx={{ fontWeight: 800, overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            {username}
          </Typography>
          <Typography sx={{ opacity: 0.9, overflowWrap: 'anywhere' }}>{user?.email || t('profile.noEmail')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ mt: 1, opacity: 0.85 }}>
            {user?.date_joined && (
              <Typography variant="body2">{t('profile.memberSince', { date: formatDate(user.date_joined, i18n.language) })}</Typography>
            )}
            {user?.last_login && (
              <Typography variant="body2">{t('profile.lastLogin', { date: formatDateTime(user.last_login, i18n.language) })}</Typography>
            )}
          </Stack>
          {(user?.is_staff || user?.is_active) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              {user.is_staff && (
                <Chip icon={<AdminPanelSettingsOutlinedIcon />} label={t('profile.staff')} size="small" sx={{ bgcolor: '#b45309', color: '#fff', fontWeight: 600, '& .MuiChip-icon': { color: '#fff' } }} />
              )}
              {user.is_active && (
                <Chip icon={<CheckCircleOutlineIcon />} label={t('profile.active')} size="small" sx={{ bgcolor: '#15803d', color: '#fff', fontWeight: 600, '& .MuiChip-icon': { color: '#fff' } }} />
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
};
