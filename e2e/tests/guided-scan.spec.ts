import { expect, test, type Browser, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { signInByApi } from '../support/fixtures.js';

/*
 * The guided camera scan on a landscape phone. The camera is Chromium's fake device playing the video written by
 * support/start-scan-server.mjs: for each position k, 4 s of a known invalid frame then 6 s of view k
 * (support/scan-scenes.mjs CAMERA_TIMELINE), against a server whose part model reads those colours. The scan sends
 * a frame every 2.5 s, so at every position it meets its invalid frame and then its view, whatever the phase.
 */

const ROUND_TRIP_MEASURE = 'scan-frame-round-trip';

const outlinePart = (page: Page, position: number, part: string) =>
  page.locator(`[data-testid="scan-outline"][data-position="${position}"] path[data-part="${part}"]`).first();

/** Photos picked before the scan: the scan's photos join them, up to the limit of 10. */
const pickedPhoto = async (index: number) => ({
  name: `picked-${index}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40 * index, g: 120, b: 200 } } }).png().toBuffer(),
});

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

test.describe('Guided camera scan', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('walks the six views with live feedback, completes and uploads the kept photos', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/data_collector');
    await page.getByRole('combobox', { name: /Car name or license plate/ }).fill(`Scan ${Date.now()}`);
    await expect(page.getByText('Walk around the car', { exact: false })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(await Promise.all([1, 2, 3, 4, 5].map(pickedPhoto)));
    await expect(page.getByRole('heading', { name: 'Captured Photos (5)' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Camera' }).click();

    const view = page.getByRole('dialog', { name: 'Guided camera scan' });
    const banner = view.getByTestId('scan-banner');
    await expect(view).toBeVisible();
    await expect(banner).toHaveText('Start scanning');
    // The fake camera's label names no back camera: after 1 s the view looks for one and warns.
    await expect(banner).toHaveText('Back camera not found; the available camera is used.', { timeout: 5000 });
    await expect.poll(() => view.getByTestId('scan-video').evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth)).toBe(1280);
    expect(await page.evaluate(() => window.localStorage.getItem('cameraPreference'))).toBeTruthy();
    await expect(view.getByTestId('scan-progress')).toHaveText('0/6');
    await expect(view.locator('li[aria-current="step"]')).toContainText('Front View');

    await view.getByRole('button', { name: 'Start recording', exact: true }).click();
    await expect(banner).toHaveText('Align the car with the outline');

    // Position 1 meets a car too far away: every part orange (the car's size is off), and a warning.
    await expect(outlinePart(page, 1, 'front_door')).toHaveAttribute('data-status', 'orange', { timeout: 70_000 });
    await expect(outlinePart(page, 1, 'front_wheel')).toHaveAttribute('data-status', 'orange');
    await expect(banner).toHaveText('Some parts are too small or too large');
    await expect(view.getByTestId('scan-progress')).toHaveText('1/6');

    // Position 2 meets the right side instead of the left: the misplaced parts orange, the wheel untouched.
    await expect(outlinePart(page, 2, 'back_door')).toHaveAttribute('data-status', 'orange', { timeout: 30_000 });
    await expect(outlinePart(page, 2, 'tail_light')).toHaveAttribute('data-status', 'orange');
    await expect(outlinePart(page, 2, 'back_wheel')).toHaveAttribute('data-status', 'none');
    await expect(banner).toHaveText('Some parts are in wrong position');

    // Position 3 meets a rear without trunk and back windshield: those red.
    await expect(outlinePart(page, 3, 'trunk')).toHaveAttribute('data-status', 'red', { timeout: 30_000 });
    await expect(outlinePart(page, 3, 'back_windshield')).toHaveAttribute('data-status', 'red');
    await expect(banner).toHaveText('Parts of the car are missing');

    // Position 4 meets an empty street: the whole outline red.
    await expect(outlinePart(page, 4, 'back_door')).toHaveAttribute('data-status', 'red', { timeout: 30_000 });
    await expect(outlinePart(page, 4, 'back_wheel')).toHaveAttribute('data-status', 'red');
    await expect(banner).toHaveText('Car not detected. Please adjust camera position.');
    await expect(view.locator('li[data-status="done"]')).toHaveCount(4);

    // The sixth view completes the scan: the camera view closes and the kept photos join the five picked ones,
    // up to the limit of 10.
    await expect(view).toBeHidden({ timeout: 40_000 });
    await expect(page.getByRole('heading', { name: 'Captured Photos (10)' })).toBeVisible();
    await expect(page.getByText('Maximum 10 photos allowed')).toBeVisible();
    const thumbnails = page.getByRole('img', { name: /^Photo \d+$/ });
    await expect(thumbnails).toHaveCount(10);
    // A kept frame is the full camera frame.
    await expect.poll(() => thumbnails.nth(9).evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`)).toBe('1280x720');
    const isCameraOff = await page.evaluate(() => document.querySelectorAll('video').length === 0);
    expect(isCameraOff).toBe(true);

    const roundTrips = await page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.duration), ROUND_TRIP_MEASURE);
    expect(roundTrips.length).toBeGreaterThanOrEqual(10);
    const figures = `frames ${roundTrips.length}, p50 ${percentile(roundTrips, 0.5).toFixed(0)} ms, p95 ${percentile(roundTrips, 0.95).toFixed(0)} ms, max ${Math.max(...roundTrips).toFixed(0)} ms`;
    console.log(`Guided scan frame round trip (capture to answer, in the browser): ${figures}`);
    test.info().annotations.push({ type: 'frame round trip', description: figures });

    let body = '';
    await page.route('**/api/async-upload/', async (route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await page.getByRole('button', { name: 'START ANALYSIS' }).click();
    await expect.poll(() => body.length).toBeGreaterThan(0);
    for (let index = 0; index < 10; index += 1) expect(body).toContain(`name="photos"; filename="photo_${index}.jpg"`);
    expect(body).not.toContain('photo_10.jpg');
    expect(body).not.toContain('name="video"');
    await expect(page).toHaveURL(/\/cars$/, { timeout: 15_000 });
  });

  test('debug mode: video type check, validity badge, frame analysis, pause and resume; portrait asks to rotate', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/data_collector');
    await page.getByRole('switch', { name: 'Debug mode' }).check();
    await page.getByLabel('Test video').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await expect(page.getByText('Invalid file type. Only videos are allowed.')).toBeVisible();

    await page.getByRole('region', { name: 'Debug tools' }).getByRole('button', { name: 'Open Camera' }).click();
    const view = page.getByRole('dialog', { name: 'Guided camera scan' });
    await expect(view.getByTestId('scan-validity')).toHaveText('No frame yet');
    await expect.poll(() => view.getByTestId('scan-video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(1280);
    // Switching cancels the pending look for a back camera: its warning does not replace the switch's.
    await view.getByRole('button', { name: 'Switch Camera' }).click();
    await expect(view.getByTestId('scan-banner')).toHaveText('Only one camera is available on this device.');
    await page.waitForTimeout(1500);
    await expect(view.getByTestId('scan-banner')).toHaveText('Only one camera is available on this device.');
    // The send animation shows for a few hundred ms only: a mutation observer notes when it comes and goes.
    await page.evaluate(() => {
      const log: { shown: number[]; hidden: number[] } = { shown: [], hidden: [] };
      let isShown = false;
      new MutationObserver(() => {
        const now = Boolean(document.querySelector('[data-testid="scan-sending"]'));
        if (now !== isShown) log[now ? 'shown' : 'hidden'].push(performance.now());
        isShown = now;
      }).observe(document.body, { childList: true, subtree: true });
      (window as unknown as { sendLog: typeof log }).sendLog = log;
    });
    await view.getByRole('button', { name: 'Start Recording', exact: true }).click();

    const analysis = view.getByRole('dialog', { name: 'Current Frame Analysis' });
    await expect(analysis).toBeVisible({ timeout: 10_000 });
    await expect(analysis.getByText('Detected parts')).toBeVisible();
    await expect(view.getByTestId('scan-validity')).toHaveText(/^(Valid|Invalid)$/);
    // The send animation hides 300 ms after the answer.
    await expect(view.getByTestId('scan-sending')).toBeHidden({ timeout: 2000 });
    const sends = await page.evaluate((name) => {
      const { shown, hidden } = (window as unknown as { sendLog: { shown: number[]; hidden: number[] } }).sendLog;
      const answered = performance.getEntriesByName(name).map((entry) => entry.startTime + entry.duration);
      return { shown: shown.length, hiddenAfterAnswer: hidden[0]! - answered[0]! };
    }, ROUND_TRIP_MEASURE);
    expect(sends.shown).toBeGreaterThanOrEqual(1);
    expect(sends.hiddenAfterAnswer).toBeGreaterThanOrEqual(280);
    expect(sends.hiddenAfterAnswer).toBeLessThan(1000);

    await view.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(view.getByTestId('scan-banner')).toHaveText('Scanning paused');
    // With no new frames, a phone closes the analysis by itself after 3 s.
    await expect(analysis).toBeHidden({ timeout: 6000 });
    await view.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(view.getByTestId('scan-banner')).toHaveText('Scanning resumed');
    // Stop: back to the first view with nothing kept and no results.
    await view.getByRole('button', { name: 'Stop recording', exact: true }).click();
    await expect(view.getByTestId('scan-progress')).toHaveText('0/6');
    await expect(view.getByTestId('scan-validity')).toHaveText('No frame yet');
    await expect(view.getByTestId('scan-outline')).toHaveAttribute('data-position', '0');
    await expect(view.getByRole('button', { name: 'Start recording', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 780 });
    const rotate = page.getByRole('alertdialog', { name: 'Rotate Device' });
    await expect(rotate).toBeVisible();
    await expect(rotate).toContainText('Hold your phone horizontally for better scanning');
    await rotate.getByRole('button', { name: 'Back' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByRole('heading', { name: /Captured Photos/ })).toHaveCount(0);
  });

  test('speaks Russian: positions, notices and the rotate prompt', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
    await page.goto('/data_collector');
    await page.getByRole('button', { name: 'Открыть камеру' }).click();
    const view = page.getByRole('dialog', { name: 'Съёмка камерой с подсказками' });
    await expect(view.getByTestId('scan-banner')).toHaveText('Начните съёмку');
    await expect(view.locator('li[aria-current="step"]')).toContainText('Вид спереди');
    await expect(view.getByRole('button', { name: 'Начать запись' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    const rotate = page.getByRole('alertdialog', { name: 'Поверните устройство' });
    await expect(rotate).toContainText('Держите телефон горизонтально для лучшей съёмки');
    await rotate.getByRole('button', { name: 'Назад' }).click();
    await expect(view).toBeHidden();
  });

  /** A browser of its own: the camera errors need other launch flags than the fake camera's. */
  const openCameraIn = async (browser: Browser, extraArgs: string[], baseURL: string) => {
    const other = await browser.browserType().launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });
    const page = await (await other.newContext({ baseURL })).newPage();
    await signInByApi(page);
    await page.goto('/data_collector');
    await page.getByRole('switch', { name: 'Debug mode' }).check();
    await page.getByRole('region', { name: 'Debug tools' }).getByRole('button', { name: 'Open Camera' }).click();
    return { other, view: page.getByRole('dialog', { name: 'Guided camera scan' }) };
  };

  test('names the camera errors: access refused, no camera', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    // A camera exists but the permission prompt is refused (headless Chromium refuses it without the fake UI).
    const denied = await openCameraIn(browser, ['--use-fake-device-for-media-stream'], baseURL!);
    await expect(denied.view.getByTestId('scan-banner')).toHaveText('Camera access was denied. Allow camera access for this site in your browser settings.');
    await expect(denied.view.getByRole('button', { name: 'Start recording', exact: true })).toBeDisabled();
    await denied.other.close();
    // This machine has no camera of its own.
    const missing = await openCameraIn(browser, ['--use-fake-ui-for-media-stream'], baseURL!);
    await expect(missing.view.getByTestId('scan-banner')).toHaveText('Camera not found on this device.');
    await missing.other.close();
  });

  test('a camera below 1280x720 fails the phone constraints and is retried with the facing mode alone', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    // One grey 640x360 frame: YUV4MPEG2 header, then I420 planes.
    const small = test.info().outputPath('small-camera.y4m');
    const frame = Buffer.alloc((640 * 360 * 3) / 2, 128);
    writeFileSync(small, Buffer.concat([Buffer.from('YUV4MPEG2 W640 H360 F5:1 Ip A1:1 C420jpeg\nFRAME\n'), frame]));
    const opened = await openCameraIn(browser, ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${small}`], baseURL!);
    await expect.poll(() => opened.view.getByTestId('scan-video').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 10_000 }).toBe(640);
    await expect(opened.view.getByRole('button', { name: 'Start recording', exact: true })).toBeEnabled();
    await expect(opened.view.getByText('The camera could not be started with the chosen parameters.')).toHaveCount(0);
    await opened.other.close();
  });
});
