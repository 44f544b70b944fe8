import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type TPasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Marks the field invalid when the message is shown elsewhere (e.g. in a banner). */
  invalid?: boolean;
  hint?: string;
  showLabel: string;
  hideLabel: string;
  autoComplete: 'new-password' | 'current-password';
  disabled?: boolean;
};

/** Password input with its own show/hide toggle; each field toggles independently. */
export const PasswordField = ({ id, label, value, onChange, error, invalid = false, hint, showLabel, hideLabel, autoComplete, disabled }: TPasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required
      fullWidth
      disabled={disabled}
      error={Boolean(error) || invalid}
      helperText={error ?? hint}
      slotProps={{
        // Every field of these forms is required, so the asterisk would only add noise to the label.
        inputLabel: { required: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? hideLabel : showLabel}
                aria-controls={id}
                onClick={() => setVisible((current) => !current)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                disabled={disabled}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
