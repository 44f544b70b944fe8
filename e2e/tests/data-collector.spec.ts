import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from '../support/fixtures.js';

const signIn = (page: Page) => signInByApi(page);

/** A real, decodable photo-sized image: a gradient sky, a "car body" and wheels, placed and coloured by seed. */
const makeImage = async (seed: number, format: 'png' | 'jpeg') => {
  const width = 640;
  const height = 480;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ec5ff"/><stop offset="1" stop-color="#e8eef7"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${90 + seed * 10}" y="220" width="440" height="120" rx="30" fill="hsl(${seed * 70}, 60%, 45%)"/>
    <rect x="${170 + seed * 10}" y="160" width="250" height="80" rx="20" fill="hsl(${seed * 70}, 50%, 35%)"/>
    <circle cx="${180 + seed * 10}" cy="345" r="42" fill="#222"/><circle cx="${450 + seed * 10}" cy="345" r="42" fill="#222"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
};

const imageFile = async (index: number, format: 'png' | 'jpeg' = 'png') => ({
  name: `car-${index}.${format === 'png' ? 'png' : 'jpg'}`,
  mimeType: `image/${format}`,
  buffer: await makeImage(index, format),
});

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test.describe('Data collector (upload mode)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('uploads three photos, the task completes and its results link opens the report', async ({ page }) => {
    test.setTimeout(90_000);
    const carName = uniqueName('E2E Upload');
    await page.goto('/data_collector');
    await expect(page.getByRole('heading', { name: 'Car Damage Assessment', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Debug mode' })).toBeVisible();
    const start = page.getByRole('button', { name: 'START ANALYSIS' });
    await expect(start).toBeDisabled();

    await page.getByRole('combobox', { name: /Car name or license plate/ }).fill(carName);
    await expect(page.getByText('A new car will be created for this report.')).toBeVisible();
    await expect(page.getByText('Supported formats: JPG, PNG, JPEG')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles([await imageFile(1, 'png'), await imageFile(2, 'jpeg'), await imageFile(3, 'png')]);
    await expect(page.getByRole('heading', { name: 'Captured Photos (3)' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Create detailed report' }).check();

    let body = '';
    await page.route('**/api/async-upload/', async (route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await start.click();
    await expect.poll(() => body.length).toBeGreaterThan(0);
    expect(body).toContain('name="carName"');
    expect(body).toContain(carName);
    expect(body).toMatch(/name="createDetailedReport"\r\n\r\ntrue/);
    expect(body.match(/name="photos"; filename="photo_\d+\.jpg"/g)).toHaveLength(3);

    await expect(page.getByRole('status').getByText('Photos uploaded successfully. Processing started in background.')).toBeVisible();
    await page.waitForURL('**/cars', { timeout: 10_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Photos uploaded successfully. Processing started in background.' })).toBeVisible();

    const tasks = page.getByRole('region', { name: 'Recent Processing Tasks' });
    const task = tasks.getByRole('listitem').filter({ hasText: carName });
    await expect(task).toBeVisible();
    // The page polls every 5 s while a task is pending or processing.
    await expect(task.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Your cars' }).getByRole('button', { name: new RegExp(`^${carName}`) })).toBeVisible();

    await task.getByRole('link', { name: 'View Results' }).click();
    await expect(page).toHaveURL(/\/results\/\d+$/);
  });

  test('shows the spec messages for a non-image file, eleven photos and a blank car name', async ({ page }) => {
    await page.goto('/data_collector');
    const files = page.locator('input[type="file"]');

    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type. Only images are allowed.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Captured Photos/ })).toHaveCount(0);

    const eleven = await Promise.all(Array.from({ length: 11 }, (_, index) => imageFile(index, index % 2 ? 'jpeg' : 'png')));
    await files.setInputFiles(eleven);
    await expect(page.getByRole('alert').filter({ hasText: 'Maximum 10 photos allowed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Captured Photos (10)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Photos' })).toBeDisabled();
    await page.getByRole('button', { name: 'Remove photo 1', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Captured Photos (9)' })).toBeVisible();

    const carName = page.getByRole('combobox', { name: /Car name or license plate/ });
    const start = page.getByRole('button', { name: 'START ANALYSIS' });
    await carName.fill('   ');
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Car name is required. Please enter a car name or license plate.' })).toBeVisible();
    await carName.fill('');
    await carName.blur();
    await expect(page.getByText('Car name is required', { exact: true })).toBeVisible();
    await expect(start).toBeDisabled();
  });

  test('reports a refusal from the server as an upload error and stays on the page', async ({ page }) => {
    await page.goto('/data_collector');
    await page.getByRole('combobox', { name: /Car name or license plate/ }).fill(uniqueName('E2E Refused'));
    // Claims to be a PNG by name and type; the server checks the content and refuses it.
    await page.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a PNG at all') });
    await page.getByRole('button', { name: 'START ANALYSIS' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error uploading data: Invalid file type. Only images are allowed.' })).toBeVisible();
    await expect(page).toHaveURL(/\/data_collector$/);
    await expect(page.getByRole('button', { name: 'START ANALYSIS' })).toBeEnabled();
  });

  test('suggests recent cars on focus, hides them after blur and says when the car exists', async ({ page }) => {
    const carName = uniqueName('E2E Recent');
    const photo = await makeImage(4, 'jpeg');
    const status = await page.evaluate(
      async ({ name, bytes }) => {
        const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
        const form = new FormData();
        form.append('carName', name);
        form.append('createDetailedReport', 'false');
        form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo_0.jpg');
        return (await fetch('/api/async-upload/', { method: 'POST', body: form, headers: { 'X-CSRFToken': decodeURIComponent(csrf) } })).status;
      },
      { name: carName, bytes: [...photo] },
    );
    expect(status).toBe(200);

    await page.goto('/data_collector');
    const field = page.getByRole('combobox', { name: /Car name or license plate/ });
    await field.focus();
    const suggestions = page.getByRole('listbox', { name: 'Recent cars' });
    await expect(suggestions).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(suggestions).toBeHidden();

    // Keyboard: typing filters the list, ArrowDown highlights, Enter picks (instead of submitting).
    await field.focus();
    await field.pressSequentially(carName.slice(-6));
    await expect(suggestions.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(suggestions.getByRole('option', { name: carName })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(carName);
    await expect(suggestions).toBeHidden();
    await expect(page.getByText('Car found: a new report will be added to it.')).toBeVisible();
    await expect(page.getByText('A new car will be created for this report.')).toHaveCount(0);

    // Mouse: a click lands within the 150 ms the list stays after the field loses focus.
    await field.fill('');
    await field.focus();
    await suggestions.getByRole('option', { name: carName }).click();
    await expect(field).toHaveValue(carName);
    await expect(page.getByText('Car found: a new report will be added to it.')).toBeVisible();
  });

  test('has no serious or critical axe violations, with the suggestions open', async ({ page }) => {
    await page.goto('/data_collector');
    await page.getByRole('combobox', { name: /Car name or license plate/ }).focus();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});
