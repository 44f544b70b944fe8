import { expect, test, type Page } from '@playwright/test';
import { E2E_USER } from '../support/fixtures.js';

const openLoginDialog = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const signInThroughDialog = async (page: Page) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Username').fill(E2E_USER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_USER.password);
  // Success reloads the page (spec 000 §4); wait for that load, not just for the first re-render.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;
};

test.describe('login dialog', () => {
  test('wrong credentials show the catalogue message and keep the dialog open', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Username').fill(E2E_USER.username);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password.');
    await expect(dialog).toBeVisible();
  });

  test('successful sign-in reloads into the authenticated shell', async ({ page }) => {
    await signInThroughDialog(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByText(E2E_USER.username)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('logout returns to an anonymous shell on the home page', async ({ page }) => {
    await signInThroughDialog(page);
    await page.getByRole('banner').getByRole('link', { name: 'Cars' }).click();
    await expect(page.getByRole('heading', { name: 'My Cars' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a click outside does not close it, Escape does, and reopening starts fresh', async ({ page }) => {
    await page.goto('/');
    let dialog = await openLoginDialog(page);
    await dialog.getByLabel('Username').fill('someone');
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    dialog = await openLoginDialog(page);
    await expect(dialog.getByLabel('Username')).toHaveValue('');
  });
});

test.describe('route guard', () => {
  test('an anonymous visit to /profile lands on home with the dialog open and the query cleared', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  test('every login-required route is guarded', async ({ page }) => {
    for (const path of ['/cars', '/results/42', '/data_collector', '/docs']) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    }
  });

  test('a signed-in user reaches the protected pages', async ({ page }) => {
    await signInThroughDialog(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.goto('/results/42');
    // The report page answers, whether or not the run has made a report 42 by now.
    await expect(page.getByRole('heading', { level: 1, name: /^(Report not found|Damage Report #42)$/ })).toBeVisible();
  });

  test('a session ended elsewhere is caught on the next protected navigation', async ({ page }) => {
    await signInThroughDialog(page);
    // End the session behind the app's back; the guard must ask the server again, not trust the shell.
    await page.evaluate(async () => {
      const csrf = (await (await fetch('/api/csrf/')).json()) as { csrfToken: string };
      await fetch('/api/auth/logout/', { method: 'POST', headers: { 'X-CSRFToken': csrf.csrfToken } });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });
});

test.describe('forgot password', () => {
  test('validates the e-mail, then confirms and closes itself', async ({ page }) => {
    await page.goto('/');
    await openLoginDialog(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    const send = dialog.getByRole('button', { name: 'Send reset link' });

    await send.click();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    await dialog.getByLabel('Email').fill('not-an-email');
    await send.click();
    await expect(dialog.getByText('Invalid email format')).toBeVisible();

    await dialog.getByLabel('Email').fill(E2E_USER.email);
    const request = page.waitForRequest((r) => r.url().includes('/api/auth/forgot-password/') && r.method() === 'POST');
    await send.click();
    expect(new URL((await request).url()).searchParams.get('lang')).toBe('en');
    await expect(dialog.getByRole('alert')).toContainText('a reset link has been sent');
    // Spec 000 §9: closes itself after 3000 ms.
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 6000 });
  });

  test('"Back to login" returns to the sign-in form', async ({ page }) => {
    await page.goto('/');
    await openLoginDialog(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Username')).toBeVisible();
  });
});
