import type { TCar, TTask, TUserProfileResponse } from '@cda/contract';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from '../support/fixtures.js';

const signIn = (page: Page) => signInByApi(page);

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const photo = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: (seed * 67) % 256, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect x="60" y="90" width="200" height="70" rx="16" fill="#333"/></svg>`) }])
    .png()
    .toBuffer();

/** Posts an upload as the signed-in page (session cookie and CSRF header), the way the data collector does. */
const upload = async (page: Page, carName: string, photos: Buffer[]) =>
  page.evaluate(
    async ({ name, files }) => {
      const csrf = decodeURIComponent(document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '');
      const form = new FormData();
      form.append('carName', name);
      form.append('createDetailedReport', 'false');
      files.forEach((bytes, index) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo_${index}.jpg`));
      const response = await fetch('/api/async-upload/', { method: 'POST', body: form, headers: { 'X-CSRFToken': csrf } });
      return (await response.json()) as { success: boolean; task_id: string; report_id: number };
    },
    { name: carName, files: photos.map((bytes) => [...bytes]) },
  );

const fetchTasks = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/tasks/')).json()) as { tasks: TTask[] }).tasks);

const waitForTaskEnd = async (page: Page, taskId: string) =>
  expect
    .poll(async () => (await fetchTasks(page)).find((task) => task.task_id === taskId)?.status, { timeout: 30_000 })
    .toMatch(/completed|failed/);

const carButton = (page: Page, name: string) => page.getByRole('list', { name: 'Your cars' }).getByRole('button', { name: new RegExp(`^${name}`) });

const mockTask = (overrides: Partial<TTask>): TTask => ({
  task_id: '00000000-0000-4000-8000-000000000001',
  status: 'processing',
  task_type: 'analysis',
  car_name: 'Mocked car',
  report_id: 41,
  created_at: '2026-05-01T09:58:00Z',
  duration: 75,
  progress: 40,
  error_message: null,
  report_url: null,
  ...overrides,
});

const emptyProfile = (cars: TCar[]): TUserProfileResponse => ({
  user_info: { username: 'e2e_user', email: '', date_joined: '2026-01-01T00:00:00Z', last_login: null, is_staff: false, is_active: true },
  statistics: { total_cars: cars.length, total_reports: 0, total_photos: 0, completed_reports: 0, processing_reports: 0, pending_reports: 0 },
  cars,
});

test.describe('My Cars', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the empty states with no cars and no tasks', async ({ page }) => {
    await page.route('**/api/user-profile/', (route) => route.fulfill({ json: emptyProfile([]) }));
    await page.route('**/api/tasks/', (route) => route.fulfill({ json: { success: true, tasks: [] } }));
    await page.goto('/cars');
    await expect(page.getByRole('heading', { name: 'My Cars', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage your vehicles and their damage reports')).toBeVisible();
    for (const label of ['Total Cars', 'Total Reports', 'Total Photos', 'Completed Reports']) {
      await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText('0');
    }
    await expect(page.getByText('No cars available')).toBeVisible();
    await expect(page.getByText('Cars will be created when you start new assessments.')).toBeVisible();
    const tasks = page.getByRole('region', { name: 'Recent Processing Tasks' });
    await expect(tasks.getByText('0 active')).toBeVisible();
    await expect(tasks.getByText('No recent processing tasks')).toBeVisible();
    await expect(tasks.getByText('Tasks will appear here when you start new assessments')).toBeVisible();
    await page.getByRole('link', { name: 'New Assessment' }).click();
    await expect(page).toHaveURL(/\/data_collector$/);
  });

  test('notes the cars beyond the first six', async ({ page }) => {
    const cars: TCar[] = Array.from({ length: 9 }, (_, index) => ({
      id: index + 1,
      name: `Grid car ${index + 1}`,
      license_number: '',
      color: '',
      auto_type: '',
      created_at: '2026-01-01T00:00:00Z',
      damage_reports: [],
    }));
    await page.route('**/api/user-profile/', (route) => route.fulfill({ json: emptyProfile(cars) }));
    await page.goto('/cars');
    await expect(page.getByText('Showing first 6 cars • Scroll to see 3 more')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your cars' }).getByRole('listitem')).toHaveCount(9);
  });

  test('opens one reports panel at a time; creates, views and deletes reports', async ({ page }) => {
    test.setTimeout(60_000);
    const first = uniqueName('E2E Panel A');
    const second = uniqueName('E2E Panel B');
    const uploadA = await upload(page, first, [await photo(1)]);
    const uploadB = await upload(page, second, [await photo(2)]);
    await waitForTaskEnd(page, uploadA.task_id);
    await waitForTaskEnd(page, uploadB.task_id);

    await page.goto('/cars');
    await carButton(page, first).click();
    const panelA = page.getByRole('region', { name: `Reports for ${first}` });
    await expect(panelA).toBeVisible();
    await expect(carButton(page, first)).toHaveAttribute('aria-expanded', 'true');
    for (const column of ['Report ID', 'Created At', 'Status', 'Action']) await expect(panelA.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(panelA.getByRole('row', { name: new RegExp(`#${uploadA.report_id}`) })).toContainText('Completed');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // Keyboard: the card is a button with aria-expanded.
    await carButton(page, second).focus();
    await page.keyboard.press('Enter');
    await expect(panelA).toBeHidden();
    const panelB = page.getByRole('region', { name: `Reports for ${second}` });
    await expect(panelB).toBeVisible();
    await expect(page.getByRole('region', { name: /^Reports for / })).toHaveCount(1);

    await panelB.getByRole('button', { name: 'New Report' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Report created successfully!' })).toBeVisible();
    await expect(panelB.getByRole('cell', { name: 'Created', exact: true })).toHaveCount(1);
    await expect(panelB.getByRole('row')).toHaveCount(3);

    // Delete both reports: the second (new) one, then the analysed one.
    for (let remaining = 1; remaining >= 0; remaining -= 1) {
      await panelB.getByRole('button', { name: /^Delete report #/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Report deleted successfully!' })).toBeVisible();
      await expect(dialog).toBeHidden();
      if (remaining > 0) await expect(panelB.getByRole('row')).toHaveCount(1 + remaining);
    }
    await expect(panelB.getByText('No reports available for this car.')).toBeVisible();
    await panelB.getByRole('button', { name: 'Create First Report' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Report created successfully!' })).toBeVisible();
    await expect(panelB.getByRole('row')).toHaveCount(2);

    await panelB.getByRole('button', { name: 'Close' }).click();
    await expect(panelB).toBeHidden();

    await carButton(page, first).click();
    await panelA.getByRole('link', { name: `View results of report #${uploadA.report_id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${uploadA.report_id}$`));
  });

  test('edits a car in the persistent dialog and deletes it after confirmation', async ({ page }) => {
    const name = uniqueName('E2E Edit');
    const renamed = uniqueName('E2E Renamed');
    const created = await upload(page, name, [await photo(3)]);
    expect(created.success).toBe(true);

    await page.goto('/cars');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Car' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Car' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Car Name' })).toHaveValue(name);
    // Persistent: neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Car Name' }).fill('  ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Car name is required' })).toBeVisible();
    await expect(dialog.getByText('Car name is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Car Name' }).fill(renamed);
    await dialog.getByRole('textbox', { name: 'License Plate' }).fill('E2E-777');
    await dialog.getByRole('textbox', { name: 'Color' }).fill('Silver');
    await dialog.getByRole('textbox', { name: 'Car Type' }).fill('Sedan');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Car updated successfully!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = carButton(page, renamed);
    await expect(card).toContainText('E2E-777');
    await expect(card).toContainText('Silver · Sedan');

    await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Car' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Car' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Car deleted successfully!' })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('cancels a pending task', async ({ page }) => {
    test.setTimeout(60_000);
    const name = uniqueName('E2E Cancel');
    // A PNG cut in half passes the upload check (its header is fine) but fails to decode in the worker, so the task
    // waits as pending between retries (5 s, then 10 s): a pending task the test can cancel.
    const whole = await photo(4);
    const created = await upload(page, name, [whole.subarray(0, Math.floor(whole.length / 2))]);
    expect(created.success).toBe(true);
    await expect
      .poll(async () => (await fetchTasks(page)).find((task) => task.task_id === created.task_id)?.error_message ?? null, { timeout: 10_000 })
      .not.toBeNull();

    await page.goto('/cars');
    const tasks = page.getByRole('region', { name: 'Recent Processing Tasks' });
    const task = tasks.getByRole('listitem').filter({ hasText: name });
    await expect(task.getByText('Pending', { exact: true })).toBeVisible();
    await expect(tasks.getByText(/^[1-9]\d* active$/)).toBeVisible();
    await task.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Task cancelled successfully' })).toBeVisible();
    await expect(task.getByText('Failed', { exact: true })).toBeVisible();
    await expect(task.getByText('Cancelled by user')).toBeVisible();
    await expect(task.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('polls the task list every 5 s only while a task is pending or processing', async ({ page }) => {
    const start = new Date('2026-05-01T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    let status: TTask['status'] = 'processing';
    let calls = 0;
    await page.route('**/api/tasks/', (route) => {
      calls += 1;
      return route.fulfill({ json: { success: true, tasks: [mockTask({ status, report_url: status === 'completed' ? '/results/41' : null })] } });
    });
    await page.goto('/cars');
    const tasks = page.getByRole('region', { name: 'Recent Processing Tasks' });
    const task = tasks.getByRole('listitem').filter({ hasText: 'Mocked car' });
    await expect(task.getByText('Processing', { exact: true })).toBeVisible();
    await expect(tasks.getByText('1 active')).toBeVisible();
    expect(calls).toBe(1);

    await page.clock.runFor(4_900);
    expect(calls).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(() => calls).toBe(2);

    status = 'completed';
    await page.clock.runFor(5_000);
    await expect.poll(() => calls).toBe(3);
    await expect(task.getByText('Completed', { exact: true })).toBeVisible();
    await expect(tasks.getByText('0 active')).toBeVisible();
    await page.clock.runFor(30_000);
    expect(calls).toBe(3);
  });

  test('shows each task status in its colour, the duration as m:s, progress and the right actions', async ({ page }) => {
    await page.route('**/api/tasks/', (route) =>
      route.fulfill({
        json: {
          success: true,
          tasks: [
            mockTask({ task_id: 't1', car_name: 'Done car', status: 'completed', duration: 75, progress: 100, report_url: '/results/41' }),
            mockTask({ task_id: 't2', car_name: 'Busy car', status: 'processing', duration: 9, progress: 40 }),
            mockTask({ task_id: 't3', car_name: 'Queued car', status: 'pending', duration: null, progress: 0 }),
            mockTask({ task_id: 't4', car_name: 'Broken car', status: 'failed', duration: 3, progress: 0, error_message: 'Decoding failed' }),
          ],
        },
      }),
    );
    await page.goto('/cars');
    const tasks = page.getByRole('region', { name: 'Recent Processing Tasks' });
    await expect(tasks.getByText('2 active')).toBeVisible();
    const item = (name: string) => tasks.getByRole('listitem').filter({ hasText: name });
    const expectations = [
      ['Done car', 'Completed', 'colorSuccess'],
      ['Busy car', 'Processing', 'colorWarning'],
      ['Queued car', 'Pending', 'colorInfo'],
      ['Broken car', 'Failed', 'colorError'],
    ] as const;
    for (const [name, label, colour] of expectations) {
      await expect(item(name).locator('.MuiChip-root').filter({ hasText: label })).toHaveClass(new RegExp(`MuiChip-${colour}`));
    }
    await expect(item('Done car')).toContainText('Duration 1:15');
    await expect(item('Busy car')).toContainText('Duration 0:09');
    await expect(item('Busy car')).toContainText('40%');
    await expect(item('Busy car').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(item('Broken car')).toContainText('Decoding failed');
    await expect(item('Done car').getByRole('link', { name: 'View Results' })).toHaveAttribute('href', '/results/41');
    for (const name of ['Busy car', 'Queued car']) await expect(item(name).getByRole('button', { name: 'Cancel' })).toBeVisible();
    for (const name of ['Done car', 'Broken car']) await expect(item(name).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('shows errors for 5 s and other notifications for 3 s', async ({ page }) => {
    const start = new Date('2026-05-01T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.route('**/api/user-profile/', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }));
    await page.goto('/cars');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load page data' });
    await expect(error).toBeVisible();
    await page.clock.runFor(4_800);
    await expect(error).toBeVisible();
    await page.clock.runFor(400);
    await expect(error).toBeHidden();

    await page.unroute('**/api/user-profile/');
    await page.route('**/api/user-profile/', (route) => route.fulfill({ json: emptyProfile([{ id: 7, name: 'Timer car', license_number: '', color: '', auto_type: '', created_at: '2026-01-01T00:00:00Z', damage_reports: [] }]) }));
    await page.route('**/api/reports/', (route) => route.fulfill({ status: 201, json: { id: 1 } }));
    await page.getByRole('button', { name: 'Refresh', exact: true }).first().click();
    await page.getByRole('list', { name: 'Your cars' }).getByRole('button', { name: /^Timer car/ }).click();
    await page.getByRole('button', { name: 'Create First Report' }).click();
    const positive = page.getByRole('alert').filter({ hasText: 'Report created successfully!' });
    await expect(positive).toBeVisible();
    await page.clock.runFor(2_800);
    await expect(positive).toBeVisible();
    await page.clock.runFor(400);
    await expect(positive).toBeHidden();
  });
});
