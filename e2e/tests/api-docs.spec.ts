import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/fixtures.js';

const signIn = (page: Page) => signInByApi(page);

test.describe('API documentation page', () => {
  test('shows the header, badges and the interactive reference from our own origin', async ({ page }) => {
    const scriptHosts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptHosts.push(new URL(request.url()).host);
    });
    await signIn(page);
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: 'Car Damage Assessment API' })).toBeVisible();
    await expect(page.getByText('Professional API for automated car damage detection and assessment')).toBeVisible();
    for (const badge of ['AI-Powered Analysis', 'JWT Authentication', 'Real-time Processing']) await expect(page.getByText(badge)).toBeVisible();
    const reference = page.getByTestId('api-reference');
    await expect(reference.getByText('/api/v1/assessments/').first()).toBeVisible({ timeout: 15_000 });
    await expect(reference.getByText('/api/v1/reports/{id}/').first()).toBeVisible();
    expect(scriptHosts.every((host) => host === new URL(page.url()).host)).toBe(true);
  });

  test('warns with a Retry action when the viewer cannot be loaded from anywhere', async ({ page }) => {
    await signIn(page);
    await page.route('**/vendor/swagger-ui/**', (route) => route.abort());
    await page.route('https://cdn.jsdelivr.net/**', (route) => route.abort());
    await page.goto('/docs');
    const warning = page.getByText('API documentation could not be loaded securely. This may be due to network issues or security restrictions.');
    await expect(warning).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/vendor/swagger-ui/**');
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('api-reference').getByText('/api/v1/cars/').first()).toBeVisible({ timeout: 15_000 });
  });
});
