import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PAGES = ['/', '/features', '/pricing', '/about', '/claim-assessment', '/register', '/reset-password/some-token', '/no-such-page'];
const BLOCKING = new Set(['serious', 'critical']);

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
};

for (const locale of ['en', 'ru'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the login dialog in both modes has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/?showLogin=true');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /forgot password/i }).or(dialog.getByRole('link', { name: /forgot password/i })).first().click();
  await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
