import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/fixtures.js';

const signIn = (page: Page) => signInByApi(page);

test('API tokens on the profile: generate once, copy, use, revoke', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API Tokens' });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Generate New Token' }).click();
  let dialog = page.getByRole('dialog', { name: 'New API Token' });
  await expect(dialog.getByText('Enter a name for your new token.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Token name cannot be empty.')).toBeVisible();

  await dialog.getByLabel('Token name').fill('Claims system');
  await dialog.getByLabel('Token name').press('Enter');
  dialog = page.getByRole('dialog', { name: 'Your New API Token' });
  await expect(dialog.getByText("Please copy your new token. You won't be able to see it again!")).toBeVisible();
  const apiKey = await dialog.getByTestId('new-token-value').inputValue();
  expect(apiKey.split('.')).toHaveLength(3);
  await dialog.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = card.getByRole('row', { name: /Claims system/ });
  await expect(row).toBeVisible();
  await expect(row.getByText(`••••••••${apiKey.slice(-6)}`)).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(card.getByText(apiKey)).toHaveCount(0);

  const apiStatus = await page.evaluate(async (key) => (await fetch('/api/v1/cars/', { headers: { Authorization: `Bearer ${key}` } })).status, apiKey);
  expect(apiStatus).toBe(200);

  await row.getByRole('button', { name: 'Revoke token Claims system' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke token' });
  await expect(confirm.getByText('Are you sure you want to revoke this token? This action cannot be undone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByText('Token revoked successfully!')).toBeVisible();
  await expect(card.getByText('No tokens available.')).toBeVisible();
  const revokedStatus = await page.evaluate(async (key) => (await fetch('/api/v1/cars/', { headers: { Authorization: `Bearer ${key}` } })).status, apiKey);
  expect(revokedStatus).toBe(401);
});
