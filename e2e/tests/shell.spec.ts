import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('top bar and footer link the public pages', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Features', 'Pricing', 'About']) {
      await expect(mainNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Claim assessment' })).toHaveAttribute('href', '/claim-assessment');
    await expect(footer.getByRole('link', { name: 'Data collection' })).toHaveAttribute('href', '/data_collector');
    await expect(footer.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about#feedback');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CarInspect AI`);

    await mainNav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('banner').getByRole('link', { name: 'CarInspect AI' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Oops. Nothing here...')).toHaveCount(0);
  });

  test('switching to Russian survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    const mainNav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(mainNav.getByRole('link', { name: 'Главная' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Тарифы' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('navigation scrolls back to the top', async ({ page }) => {
    await page.goto('/features');
    await page.addStyleTag({ content: 'main { min-height: 4000px; }' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a left drawer with the links and account actions', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();

    const drawer = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Features', 'Pricing', 'About', 'Register']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // Left drawer: once the slide-in settles it sits flush with the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);

    await drawer.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await drawer.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox?.width ?? 0).toBeLessThanOrEqual(390);
  });

  test('a back-to-top button appears after scrolling more than 300 px', async ({ page }) => {
    await page.goto('/');
    await page.addStyleTag({ content: 'main { min-height: 3000px; }' });
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });
});
