import { DEFAULT_LOCALE, SUPPORTED_LOCALES, toLocale } from '@cda/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enApp from './locales/en/app.json';
import enCommon from './locales/en/common.json';
import enDocs from './locales/en/docs.json';
import enMarketing from './locales/en/marketing.json';
import enReport from './locales/en/report.json';
import enScan from './locales/en/scan.json';
import ruApp from './locales/ru/app.json';
import ruCommon from './locales/ru/common.json';
import ruDocs from './locales/ru/docs.json';
import ruMarketing from './locales/ru/marketing.json';
import ruReport from './locales/ru/report.json';
import ruScan from './locales/ru/scan.json';

export const LOCALE_STORAGE_KEY = 'locale';

/** Only en and ru are accepted from storage; anything else falls back to en (spec 000 §1). */
export const readStoredLocale = () => {
  try {
    return toLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const resources = {
  en: { common: enCommon, marketing: enMarketing, app: enApp, docs: enDocs, report: enReport, scan: enScan },
  ru: { common: ruCommon, marketing: ruMarketing, app: ruApp, docs: ruDocs, report: ruReport, scan: ruScan },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: ['common', 'marketing', 'app', 'docs', 'report', 'scan'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
