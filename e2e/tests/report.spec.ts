import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { SPEC_PARTS } from '@cda/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OTHER_USER, signInByApi } from '../support/fixtures.js';
import { KNOWN_DESCRIPTION, KNOWN_PLATE, KNOWN_TOTAL, seedReport } from '../support/seed-report.js';

const carName = `Report car ${Date.now().toString(36)}`;
let reportId = 0;

const withUser = async <T>(browser: Browser, user: { username: string; password: string } | undefined, run: (page: Page) => Promise<T>) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInByApi(page, user);
    return await run(page);
  } finally {
    await context.close();
  }
};

const damageRow = (page: Page, part: string, cost: string) => page.getByTestId('damage-item').filter({ hasText: part }).filter({ hasText: cost });

test.describe('Damage report page', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    reportId = await withUser(browser, undefined, (page) => seedReport(page, { carName }));
  });

  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('shows the header, the damages with friendly names and the total under the replacement rule', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const header = page.getByTestId('report-header');
    await expect(page.getByRole('heading', { level: 1, name: `Damage Report #${reportId}` })).toBeVisible();
    await expect(header.getByTestId('report-status')).toHaveText('Completed');
    await expect(header.getByTestId('report-description')).toHaveText(KNOWN_DESCRIPTION);
    await expect(header).toContainText(carName);

    const damages = page.getByRole('region', { name: 'Damages', exact: true });
    await expect(damages.getByTestId('damage-item')).toHaveCount(5);
    for (const column of ['Part', 'Type', 'Severity', 'Cost', 'Area', 'Description']) {
      await expect(damages.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(damageRow(page, 'Front bumper', '$120.50')).toContainText('35.50 sq. units');
    await expect(damageRow(page, 'Front bumper', '$120.50')).toContainText('Average');
    await expect(damageRow(page, 'Front bumper', '$120.50')).toContainText('Not counted: the part is replaced');
    await expect(damageRow(page, 'Front bumper', '$450.00')).toContainText('Replacement');
    await expect(damageRow(page, 'Front bumper', '$450.00')).toContainText('120 sq. units');
    await expect(damageRow(page, 'Front bumper', '$450.00')).toContainText('High');
    await expect(damageRow(page, 'Hood', '$80.00')).toContainText('12.25 sq. units');
    await expect(damageRow(page, 'Hood', '$80.00')).toContainText('Low');
    await expect(damageRow(page, 'Hood', '$45.50')).toContainText('Scratch at the front corner');
    // 'back-door-1' as stored, 'Back door' as shown.
    await expect(damageRow(page, 'Back door', '$310.00')).toContainText('64 sq. units');
    await expect(damages).not.toContainText('back-door-1');
    // Every cost but the repaired-and-replaced bumper's $120.50: 450 + 80 + 310 + 45.50.
    await expect(damages.getByTestId('report-total')).toHaveText(KNOWN_TOTAL);
    await expect(header).toContainText(KNOWN_TOTAL);

    // Severity colours of the spec: High red, Average orange, Low yellow.
    const chipColour = (row: ReturnType<typeof damageRow>, label: string) =>
      row.locator('.MuiChip-root', { hasText: new RegExp(`^${label}$`) }).evaluate((chip) => getComputedStyle(chip).backgroundColor);
    expect(await chipColour(damageRow(page, 'Back door', '$310.00'), 'High')).toBe('rgb(211, 47, 47)');
    expect(await chipColour(damageRow(page, 'Hood', '$45.50'), 'Average')).toBe('rgb(239, 108, 0)');
    expect(await chipColour(damageRow(page, 'Hood', '$80.00'), 'Low')).toBe('rgb(249, 168, 37)');
  });

  test('shows the spec status texts, Completed when there is none, and a note while unfinished', async ({ page }) => {
    let status = '';
    // The real answer with only its status changed: the other statuses cannot be reached once analysis has run.
    await page.route(`**/api/web/results/${reportId}/`, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...((await response.json()) as object), status } });
    });
    for (const [value, label, note] of [
      ['', 'Completed', null],
      ['processing', 'Processing', 'has not finished yet'],
      ['photos_added', 'Photos Added', 'has not finished yet'],
      ['created', 'Created', 'has not finished yet'],
      ['failed', 'Failed', 'analysis of this report failed'],
    ] as const) {
      status = value;
      await page.goto(`/results/${reportId}`);
      const header = page.getByTestId('report-header');
      await expect(header.getByTestId('report-status')).toHaveText(label);
      if (note) await expect(header.getByRole('alert')).toContainText(note);
      else await expect(header.getByRole('alert')).toHaveCount(0);
    }
  });

  test('follows an unfinished analysis without a reload and stops asking once it has ended', async ({ page }) => {
    let status = 'processing';
    let requests = 0;
    await page.route(`**/api/web/results/${reportId}/`, async (route) => {
      requests += 1;
      const response = await route.fetch();
      route.fulfill({ response, json: { ...((await response.json()) as object), status } });
    });
    await page.goto(`/results/${reportId}`);
    const header = page.getByTestId('report-header');
    await expect(header.getByTestId('report-status')).toHaveText('Processing');
    await expect(header.getByRole('alert')).toContainText('updates itself');
    status = 'completed';
    await expect(header.getByTestId('report-status')).toHaveText('Completed', { timeout: 12_000 });
    await expect(header.getByRole('alert')).toHaveCount(0);
    const afterCompletion = requests;
    await page.waitForTimeout(6_000);
    expect(requests).toBe(afterCompletion);
  });

  test('charts the affected parts with whole percentages, the severities and the cost by part', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const parts = page.getByRole('region', { name: 'Affected parts' });
    await expect(parts.getByRole('listitem')).toHaveCount(3);
    await expect(parts.getByRole('listitem').nth(0)).toHaveText(/Front bumper\s*2 damages \(40%\)/);
    await expect(parts.getByRole('listitem').filter({ hasText: 'Hood' })).toContainText('2 damages (40%)');
    await expect(parts.getByRole('listitem').filter({ hasText: 'Back door' })).toContainText('1 damage (20%)');

    const severity = page.getByRole('region', { name: 'Damages by severity' });
    await expect(severity.getByRole('listitem').filter({ hasText: 'High' })).toContainText('2');
    await expect(severity.getByRole('listitem').filter({ hasText: 'Average' })).toContainText('2');
    await expect(severity.getByRole('listitem').filter({ hasText: 'Low' })).toContainText('1');

    const costs = page.getByRole('region', { name: 'Cost by part' });
    await expect(costs.getByRole('listitem')).toHaveText([/Front bumper \(replacement\)\s*\$450\.00/, /Back door\s*\$310\.00/, /Hood\s*\$125\.50/]);
  });

  test('draws every known part on the car diagram, one circle per damaged part split per damage', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const diagram = page.getByRole('img', { name: 'Car diagram' });
    await expect(diagram).toBeVisible();
    const drawn = await diagram.locator('[data-part]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-part')));
    expect([...drawn].sort()).toEqual([...SPEC_PARTS].sort());
    await expect(diagram.locator('[data-part="front_bumper"] path')).toHaveCount(2);
    await expect(diagram.locator('[data-part="hood"] path')).toHaveCount(2);
    // One damage: a full circle of radius 20, drawn as two half arcs.
    const backDoor = await diagram.locator('[data-part="back_door"] path').getAttribute('d');
    expect(backDoor).toMatch(/^M [\d.]+ [\d.]+ A 20 20 0 1 1 [\d.]+ [\d.]+ A 20 20 0 1 1 [\d.]+ [\d.]+ Z$/);
    await expect(page.getByRole('list', { name: 'Car diagram' })).toContainText('Back door: 1 damage');
  });

  test('keeps the details collapsed until asked', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const toggle = page.getByRole('button', { name: 'Show details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Report details')).toHaveCount(0);
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide details' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByLabel('Report details');
    await expect(details).toBeVisible();
    await expect(details).toContainText('Report ID');
    await expect(details).toContainText(String(reportId));
    await expect(details).toContainText('License plate');
    await expect(details).toContainText(KNOWN_PLATE.text);
    await expect(details).toContainText('read from the photos, 93% confidence');
    await hide.click();
    await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
    await expect(page.getByLabel('Report details')).toHaveCount(0);
  });

  test('moves the before/after slider with the keyboard from 50%', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const slider = page.getByRole('slider', { name: 'Before and after comparison' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    // A click on the picture moves the handle there.
    const frame = page.getByRole('region', { name: 'Before / after' }).locator('div:has(> [role="slider"])');
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    await slider.focus();
    await page.keyboard.press('End');
    // The original covers the part left of the handle: at 100% all of it.
    const region = page.getByRole('region', { name: 'Before / after' });
    await expect(region.getByRole('img', { name: /original/ })).toHaveCSS('clip-path', 'inset(0px 0% 0px 0px)');
    const annotated = await region.getByRole('img', { name: /annotated/ }).getAttribute('src');
    expect(annotated).toMatch(/\/api\/media\/photos\/\d+\/result\/$/);
  });

  test('downloads the report as damage_report_{id}.pdf', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`damage_report_${reportId}.pdf`);
    const body = readFileSync((await download.path())!);
    expect(body.length).toBeGreaterThan(0);
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test('says Failed to download report when the server fails or sends an empty file', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(new RegExp(`/api/download-report/${reportId}/`), async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { detail: 'boom' } });
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    // While the answer is pending the button shows progress and cannot be pressed again.
    await expect(page.getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    answer();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to download report' })).toBeVisible();
    await page.getByRole('alert').filter({ hasText: 'Failed to download report' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to download report' })).toHaveCount(0);

    await page.unroute(new RegExp(`/api/download-report/${reportId}/`));
    await page.route(new RegExp(`/api/download-report/${reportId}/`), (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '' }));
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to download report' })).toBeVisible();
  });

  test("shows Access Denied on another user's report", async ({ browser }) => {
    await withUser(browser, OTHER_USER, async (page) => {
      await page.goto(`/results/${reportId}`);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
      await expect(page.getByText(carName)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('access-denied.png') });
    });
  });

  test('says so when the report does not exist', async ({ page }) => {
    await page.goto('/results/987654');
    await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto(`/results/${reportId}`);
    await expect(page.getByRole('slider')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  for (const [locale, heading] of [
    ['en', 'Damage Report #'],
    ['ru', 'Отчёт о повреждениях №'],
  ] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`fits a ${viewport.width}x${viewport.height} screen in ${locale}`, async ({ page }, testInfo) => {
        await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
        await page.setViewportSize(viewport);
        await page.goto(`/results/${reportId}`);
        await expect(page.getByRole('heading', { level: 1, name: `${heading}${reportId}` })).toBeVisible();
        await expect(page.getByRole('slider')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`report-${locale}-${viewport.width}.png`), fullPage: true });
      });
    }
  }
});
