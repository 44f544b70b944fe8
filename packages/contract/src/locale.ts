export const SUPPORTED_LOCALES = ['en', 'ru'] as const;
export type TLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** Only en and ru are accepted; anything else falls back to en. */
export const toLocale = (value: unknown): TLocale => (isLocale(value) ? value : DEFAULT_LOCALE);
