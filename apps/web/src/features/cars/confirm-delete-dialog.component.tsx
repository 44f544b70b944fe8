import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TConfirmDeleteDialogProps = { message: string | null; isBusy: boolean; onConfirm: () => void; onCancel: () => void };

export const ConfirmDeleteDialog = ({ message, isBusy, onConfirm, onCancel }: TConfirmDeleteDialogProps) => {
  const { t } = useTranslation('app');
  // The text stays while the dialog fades out after `message` is cleared.
  const [shownMessage, setShownMessage] = useState(message);
  useEffect(() => {
    if (message !== null) setShownMessage(message);
  }, [message]);
  return (
    <Dialog open={message !== null} onClose={() => !isBusy && onCancel()} maxWidth="xs" fullWidth aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">{t('cars.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{shownMessage}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={isBusy} startIcon={isBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('cars.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
