import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function TokenNameDialog({ isOpen, isBusy, onSubmit, onCancel }: { isOpen: boolean; isBusy: boolean; onSubmit: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('docs');
  const [name, setName] = useState('');
  const close = () => {
    setName('');
    onCancel();
  };
  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby="new-token-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(name);
          setName('');
        }}
      >
        <DialogTitle id="new-token-title">{t('tokens.newTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('tokens.newPrompt')}</DialogContentText>
          <TextField autoFocus fullWidth margin="dense" label={t('tokens.nameLabel')} value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('tokens.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {t('tokens.ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function NewTokenDialog({ apiKey, onCopy, onClose }: { apiKey: string | null; onCopy: () => void; onClose: () => void }) {
  const { t } = useTranslation('docs');
  return (
    <Dialog open={apiKey !== null} onClose={onClose} aria-labelledby="token-created-title" fullWidth maxWidth="sm">
      <DialogTitle id="token-created-title">{t('tokens.createdTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('tokens.createdWarning')}</DialogContentText>
        <TextField
          fullWidth
          value={apiKey ?? ''}
          label={t('tokens.keyLabel')}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'new-token-value', style: { fontFamily: 'monospace', fontSize: 13 } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={t('tokens.copy')} onClick={onCopy} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('tokens.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Persistent: only Cancel or Revoke Token close it (spec 001). */
export function RevokeTokenDialog({ isOpen, isBusy, onConfirm, onCancel }: { isOpen: boolean; isBusy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('docs');
  return (
    <Dialog open={isOpen} aria-labelledby="revoke-token-title" aria-describedby="revoke-token-text">
      <DialogTitle id="revoke-token-title">{t('tokens.revokeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="revoke-token-text">{t('tokens.revokeWarning')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('tokens.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isBusy}>
          {t('tokens.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
