// Inter (OFL-1.1) is bundled: the app never asks a font CDN, and Cyrillic renders in the same face as Latin.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './i18n';
import { App } from './app';

// Screen readers and the browser's hyphenation/translation follow <html lang>; keep it on the active language.
document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
