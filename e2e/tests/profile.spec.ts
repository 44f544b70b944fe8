import type { TUserProfileResponse } from '@cda/contract';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_USER, signInByApi } from '../support/fixtures.js';

const signIn = (page: Page) => signInByApi(page);

const STAT_LABELS = {
  total_cars: 'Total Cars',
  total_reports: 'Total Reports',
  total_photos: 'Total Photos',
  completed_reports: 'Completed Reports',
} as const;

test.describe('Profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the header card, the four statistics and the quick actions', async ({ page }) => {
    await page.goto('/profile');
    const profile = await page.evaluate(async () => (await (await fetch('/api/user-profile/')).json()) as TUserProfileResponse);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: E2E_USER.username, level: 2 })).toBeVisible();
    await expect(page.getByText(E2E_USER.email)).toBeVisible();
    await expect(page.getByText(/^Member since /)).toBeVisible();
    await expect(page.getByText(/^Last login /)).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Staff Member')).toHaveCount(0);
    await expect(page.getByText('Loading your profile...')).toBeHidden();

    const stats = page.getByRole('region', { name: 'Statistics' });
    for (const [key, label] of Object.entries(STAT_LABELS)) {
      await expect(stats.getByRole('listitem').filter({ hasText: label })).toHaveText(`${profile.statistics[key as keyof typeof STAT_LABELS]}${label}`);
    }

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    for (const [name, path] of [
      ['Manage Cars', '/cars'],
      ['API Documentation', '/docs'],
      ['New Assessment', '/data_collector'],
    ] as const) {
      await expect(actions.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    await actions.getByRole('link', { name: /^Manage Cars/ }).click();
    await expect(page).toHaveURL(/\/cars$/);
  });

  test('falls back to the defaults and shows the staff badge', async ({ page }) => {
    const profile: TUserProfileResponse = {
      user_info: { username: '', email: '', date_joined: '2025-03-04T10:00:00Z', last_login: null, is_staff: true, is_active: false },
      statistics: { total_cars: 2, total_reports: 5, total_photos: 17, completed_reports: 3, processing_reports: 1, pending_reports: 1 },
      cars: [],
    };
    await page.route('**/api/user-profile/', (route) => route.fulfill({ json: profile }));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'User', level: 2 })).toBeVisible();
    await expect(page.getByText('No email provided')).toBeVisible();
    await expect(page.getByText('U', { exact: true })).toBeVisible();
    await expect(page.getByText('Member since March 4, 2025')).toBeVisible();
    await expect(page.getByText(/^Last login/)).toHaveCount(0);
    await expect(page.getByText('Staff Member')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Total Photos' })).toHaveText('17Total Photos');
    await expect(stats.getByRole('listitem').filter({ hasText: 'Completed Reports' })).toHaveText('3Completed Reports');
  });

  test('shows the loading overlay, then the error notification when the profile cannot be loaded', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user-profile/', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { detail: 'boom' } });
    });
    await page.goto('/profile');
    await expect(page.getByText('Loading your profile...')).toBeVisible();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load user data' })).toBeVisible();
    await expect(page.getByText('Loading your profile...')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'User', level: 2 })).toBeVisible();
  });
});
