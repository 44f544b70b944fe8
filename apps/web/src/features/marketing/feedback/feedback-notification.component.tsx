import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { TNotification } from './use-notification.hook';

type TFeedbackNotificationProps = {
  notification: TNotification | null;
  closeLabel: string;
  onClose: () => void;
};

/** Timers live in useNotification, so the Snackbar gets no autoHideDuration and ignores clicks elsewhere. */
export const FeedbackNotification = ({ notification, closeLabel, onClose }: TFeedbackNotificationProps) => (
  <Snackbar
    open={Boolean(notification?.visible)}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    onClose={(_event, reason) => {
      if (reason !== 'clickaway') onClose();
    }}
    sx={{ maxWidth: 'calc(100% - 16px)' }}
  >
    <Alert
      key={notification?.id}
      data-testid="feedback-notification"
      data-type={notification?.type}
      severity={notification?.type ?? 'info'}
      icon={notification?.icon}
      variant="filled"
      onClose={onClose}
      closeText={closeLabel}
      sx={{ width: '100%', alignItems: 'center', boxShadow: '0 12px 30px rgba(0,0,0,0.2)' }}
    >
      {notification?.message}
    </Alert>
  </Snackbar>
);
