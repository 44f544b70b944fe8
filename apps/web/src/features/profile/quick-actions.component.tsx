import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const ACTIONS: { key: string; to: string; icon: ReactNode }[] = [
  { key: 'manageCars', to: '/cars', icon: <DirectionsCarOutlinedIcon /> },
  { key: 'apiDocs', to: '/docs', icon: <MenuBookOutlinedIcon /> },
  { key: 'newAssessment', to: '/data_collector', icon: <AddAPhotoOutlinedIcon /> },
];

/** Spec 001 §2 Quick Actions: three links styled as cards. */
export const QuickActions = () => {
  const { t } = useTranslation('app');
  return (
    <Box component="section" aria-labelledby="quick-actions-title">
      <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('profile.quickActions')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {ACTIONS.map((action) => (
          <Card key={action.key} variant="outlined" sx={{ borderRadius: 3, transition: 'box-shadow 150ms, border-color 150ms', '&:hover': { borderColor: 'primary.light', boxShadow: 2 } }}>
            <CardActionArea component={RouterLink} to={action.to} sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-start' }}>
              <Box aria-hidden sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: 'rgba(11, 61, 145, 0.08)' }}>
                {action.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{t(`profile.actions.${action.key}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`profile.actions.${action.key}.text`)}
                </Typography>
              </Box>
              <ChevronRightIcon aria-hidden color="action" />
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
