import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES, toLocale, type TLocale } from '@cda/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALE_STORAGE_KEY } from '../i18n';

const storeLocale = (locale: TLocale) => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (error) {
    // Private modes may refuse storage; the switch still applies for this visit.
    console.error('Could not store the locale', error);
  }
};

export const LanguageSwitcher = () => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLocale(i18n.resolvedLanguage);

  const choose = (locale: TLocale) => {
    setAnchor(null);
    storeLocale(locale);
    document.documentElement.lang = locale;
    void i18n.changeLanguage(locale);
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SUPPORTED_LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => choose(locale)}>
            {t(`language.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
