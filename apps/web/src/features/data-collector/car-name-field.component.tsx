import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCar } from './data-collector.api';

/** Spec 001 §9: suggestions stay 150 ms after the field loses focus, long enough for a click on one to land. */
export const SUGGESTIONS_HIDE_DELAY_MS = 150;

const LISTBOX_ID = 'recent-cars-listbox';
const optionId = (index: number) => `recent-car-${index}`;

type TCarNameFieldProps = { value: string; onChange: (value: string) => void; disabled?: boolean };

/** The car name or licence plate, with a 'Recent cars' list (an ARIA combobox) loaded when the field gets focus. */
export const CarNameField = ({ value, onChange, disabled }: TCarNameFieldProps) => {
  const { t } = useTranslation('app');
  const [recent, setRecent] = useState<string[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isTouched, setTouched] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const query = value.trim().toLowerCase();
  const suggestions = recent.filter((name) => name.toLowerCase().includes(query));
  const isListShown = isOpen && suggestions.length > 0;
  const isNameMissing = isTouched && value === '';

  const loadRecent = () => {
    checkCar('', 'search')
      .then((result) => setRecent(result.cars.map((car) => car.name)))
      .catch((error: unknown) => console.error('Recent cars could not be loaded', error));
  };

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isListShown) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && isListShown && activeIndex >= 0 && suggestions[activeIndex]) {
      // Picks the highlighted car instead of submitting the form.
      event.preventDefault();
      choose(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && isListShown) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        fullWidth
        required
        disabled={disabled}
        label={t('collector.carName.label')}
        placeholder={t('collector.carName.placeholder')}
        value={value}
        autoComplete="off"
        error={isNameMissing}
        helperText={isNameMissing ? t('collector.carName.required') : t('collector.carName.hint')}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
          loadRecent();
        }}
        onBlur={() => {
          setTouched(true);
          hideTimer.current = window.setTimeout(() => {
            setOpen(false);
            setActiveIndex(-1);
          }, SUGGESTIONS_HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': isListShown,
            'aria-controls': isListShown ? LISTBOX_ID : undefined,
            'aria-activedescendant': isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            maxLength: 100,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <DirectionsCarOutlinedIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {isListShown && (
        <Paper elevation={6} sx={{ position: 'absolute', top: 58, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal - 10, borderRadius: 2, overflow: 'hidden' }}>
          <Typography id={`${LISTBOX_ID}-label`} variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}>
            {t('collector.carName.recent')}
          </Typography>
          <Box component="ul" id={LISTBOX_ID} role="listbox" aria-labelledby={`${LISTBOX_ID}-label`} sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, maxHeight: 240, overflowY: 'auto' }}>
            {suggestions.map((name, index) => (
              <Box
                component="li"
                key={name}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => choose(name)}
                onMouseEnter={() => setActiveIndex(index)}
                sx={{
                  px: 2,
                  py: 1,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  cursor: 'pointer',
                  bgcolor: index === activeIndex ? 'rgba(11, 61, 145, 0.08)' : 'transparent',
                }}
              >
                <HistoryIcon fontSize="small" color="action" aria-hidden />
                <Typography component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {name}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
};
