import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotification, readNotification, subscribeNotifications, type TNotificationType } from './notification.store';

const SEVERITY: Record<TNotificationType, AlertColor> = { positive: 'success', negative: 'error', warning: 'warning', info: 'info' };

/** Shows the current notification until its own expiry, however long ago it was raised (see notification.store). */
export const NotificationHost = () => {
  const { t } = useTranslation('app');
  const notification = useSyncExternalStore(subscribeNotifications, readNotification, () => null);

  useEffect(() => {
    if (!notification) return undefined;
    const timer = window.setTimeout(() => dismissNotification(notification.id), Math.max(0, notification.expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [notification]);

  // Closing on click-away would cut a message short while the user works with the page. The portal mounts the
  // message at the end of <body> when it appears, so an open modal dialog (which hides the page from assistive
  // technology) does not hide the notification too.
  return (
    <Portal>
      <Snackbar key={notification?.id} open={notification !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {notification ? (
          <Alert severity={SEVERITY[notification.type]} variant="filled" onClose={() => dismissNotification(notification.id)} closeText={t('common.close')} sx={{ width: '100%', alignItems: 'center' }}>
            {notification.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
};
