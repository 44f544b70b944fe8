import type { TCar, TCarUpdate } from '@cda/contract';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TEditCarDialogProps = {
  car: TCar | null;
  isBusy: boolean;
  onSave: (car: TCar, values: TCarUpdate) => void;
  onInvalid: () => void;
  onCancel: () => void;
};

const EMPTY: TCarUpdate = { name: '', license_number: '', color: '', auto_type: '' };

/** Persistent (spec 001 §2): only Cancel or Save Changes close it, so a stray click cannot lose the edits. */
export const EditCarDialog = ({ car, isBusy, onSave, onInvalid, onCancel }: TEditCarDialogProps) => {
  const { t } = useTranslation('app');
  const [values, setValues] = useState<TCarUpdate>(EMPTY);
  const [isNameTouched, setNameTouched] = useState(false);

  useEffect(() => {
    if (!car) return;
    setValues({ name: car.name, license_number: car.license_number ?? '', color: car.color ?? '', auto_type: car.auto_type ?? '' });
    setNameTouched(false);
  }, [car]);

  const isNameMissing = values.name.trim() === '';
  const set = (key: keyof TCarUpdate) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!car) return;
    if (isNameMissing) {
      setNameTouched(true);
      onInvalid();
      return;
    }
    onSave(car, { name: values.name.trim(), license_number: values.license_number.trim(), color: values.color.trim(), auto_type: values.auto_type.trim() });
  };

  return (
    <Dialog open={car !== null} onClose={() => undefined} fullWidth maxWidth="xs" aria-labelledby="edit-car-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-car-title">{t('cars.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('cars.edit.name')}
              value={values.name}
              onChange={set('name')}
              onBlur={() => setNameTouched(true)}
              required
              autoFocus
              error={isNameTouched && isNameMissing}
              helperText={isNameTouched && isNameMissing ? t('cars.edit.nameRequired') : ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField label={t('cars.edit.licensePlate')} value={values.license_number} onChange={set('license_number')} slotProps={{ htmlInput: { maxLength: 20 } }} />
            <TextField label={t('cars.edit.color')} value={values.color} onChange={set('color')} slotProps={{ htmlInput: { maxLength: 40 } }} />
            <TextField label={t('cars.edit.type')} value={values.auto_type} onChange={set('auto_type')} slotProps={{ htmlInput: { maxLength: 40 } }} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy} startIcon={isBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            {t('cars.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
