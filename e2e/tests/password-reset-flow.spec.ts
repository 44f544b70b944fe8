import { expect, test } from '@playwright/test';
import { readOutboxTexts, RESET_USER } from '../support/fixtures.js';

const NEW_PASSWORD = 'Renewed-Passw0rd!';

// The whole flow a person goes through: ask for a link, read the mail, set a password, sign in with it.
test('password reset by e-mail link, then sign-in with the new password', async ({ page }) => {
  const mailsBefore = readOutboxTexts().length;
  await page.goto('/?showLogin=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /forgot password/i }).or(dialog.getByRole('link', { name: /forgot password/i })).first().click();
  await dialog.getByLabel(/email/i).fill(RESET_USER.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /sent/i })).toBeVisible();

  await expect.poll(() => readOutboxTexts().length).toBe(mailsBefore + 1);
  const mail = readOutboxTexts().at(-1) ?? '';
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();

  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel(/^new password/i).fill(NEW_PASSWORD);
  await page.getByLabel(/confirm/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: /has been reset/i })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });

  // The link is single use.
  const reuse = await page.evaluate(async (path) => {
    const csrf = (await (await fetch('/api/csrf/')).json()) as { csrfToken: string };
    const response = await fetch(`/api/auth${path}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken },
      body: JSON.stringify({ new_password: 'Another-Passw0rd!' }),
    });
    return response.status;
  }, new URL(link ?? '').pathname);
  expect(reuse).toBe(400);

  await page.goto('/?showLogin=true');
  await page.getByLabel('Username').fill(RESET_USER.username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /logout/i }).or(page.getByText(RESET_USER.username)).first()).toBeVisible();

});
