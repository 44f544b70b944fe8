import type { TLocale } from '@cda/contract';
import type { TMail } from '../../mail/mailer.js';

const TEXTS = {
  en: {
    subject: 'Reset your CarInspect AI password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your CarInspect AI account. Open this link to choose a new password:',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  ru: {
    subject: 'Сброс пароля CarInspect AI',
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Мы получили запрос на сброс пароля вашей учётной записи CarInspect AI. Откройте эту ссылку, чтобы задать новый пароль:',
    expiry: 'Ссылка одноразовая и действует один час.',
    ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const buildResetMail = (options: { to: string; username: string; link: string; locale: TLocale }): TMail => {
  const texts = TEXTS[options.locale];
  const text = [texts.greeting(options.username), '', texts.body, options.link, '', texts.expiry, texts.ignore].join('\n');
  const html = `<p>${escapeHtml(texts.greeting(options.username))}</p><p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p><p>${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>`;
  return { to: options.to, subject: texts.subject, text, html };
};
