/** Dates of the signed-in pages in the reader's language; an unparsable value is shown as it came. */
const format = (iso: string, language: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(language, options);
};

export const formatDate = (iso: string, language: string) => format(iso, language, { year: 'numeric', month: 'long', day: 'numeric' });

export const formatDateTime = (iso: string, language: string) =>
  format(iso, language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatShortDate = (iso: string, language: string) => format(iso, language, { year: 'numeric', month: 'short', day: 'numeric' });
