import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CATALOGUE, estimateDamage } from '@cda/vision';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportRepository, type TDamageRow } from '../src/modules/reports/report.repository.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { startS3 } from './support/s3.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';

/** Text and image list of a PDF through poppler, as a reader's tools would see it. */
const inspectPdf = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cda-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/))
      .map((cols) => ({ width: Number(cols[3]), height: Number(cols[4]) }));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return { text, images, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * A report of two photos with known damages, inserted through the repository: a bumper repaired ($100) and
 * replaced ($250.50), a hood dent with the engine's own estimate lines, a broken headlight and a door dent. The
 * first photo has an annotated result of its own size (320x200), put through the storage abstraction.
 */
const seedReport = async (t: TTestApp, alice: TestClient): Promise<number> => {
    const { payload, contentType } = await buildMultipart({ carName: 'Skoda Octavia' }, [
      { field: 'photos', name: 'front.jpg', data: await makeJpeg({ seed: 1 }) },
      { field: 'photos', name: 'side.jpg', data: await makeJpeg({ seed: 2 }) },
    ]);
    const uploaded = await alice.request({ method: 'POST', url: '/api/upload/', payload, headers: { 'content-type': contentType } });
    expect(uploaded.statusCode).toBe(200);
    const reportId = (uploaded.json() as { report_id: number }).report_id;
    const car = await t.db.selectFrom('cars').select('id').executeTakeFirstOrThrow();
    await t.db.updateTable('cars').set({ license_number: 'A123BC77' }).where('id', '=', car.id).execute();

    const [first, second] = await t.db.selectFrom('photos').selectAll().where('report_id', '=', reportId).orderBy('position').execute();
    await t.context.services.storage.putBuffer('results/pdf-test.jpg', await makeJpeg({ width: 320, height: 200, seed: 7 }), 'image/jpeg');
    await t.db.updateTable('photos').set({ result_key: 'results/pdf-test.jpg' }).where('id', '=', first!.id).execute();

    const dent = estimateDamage({ part: 'hood', damageType: 'dent', severity: 'Average' }, DEFAULT_CATALOGUE);
    const damage = (photoId: number, values: Partial<TDamageRow>): Omit<TDamageRow, 'id'> => ({
      photo_id: photoId,
      report_id: reportId,
      car_part: 'front_bumper',
      damage_type: 'scratch',
      severity: 'Low',
      damage_cost: '$100.00',
      cost_cents: 10000,
      area: 120,
      description: 'Polish and repaint the scratch',
      geometry_json: null,
      confidence: 0.9,
      ...values,
    });
    const repository = new ReportRepository(t.db);
    await repository.replaceDamages(first!.id, [
      damage(first!.id, {}),
      damage(first!.id, { damage_cost: '$250.50', cost_cents: 25050, severity: 'High', description: 'Replace the bumper cover' }),
      damage(first!.id, { car_part: 'hood', damage_type: 'dent', severity: 'Average', damage_cost: dent.damage_cost, cost_cents: dent.total_cents, description: dent.description, geometry_json: JSON.stringify({ estimate: dent }), area: 80.5 }),
    ]);
    await repository.replaceDamages(second!.id, [
      damage(second!.id, { car_part: 'headlight-1', damage_type: 'broken lamp', severity: 'High', damage_cost: '$310', cost_cents: 31000, description: 'Headlight glass shattered' }),
      damage(second!.id, { car_part: 'back_door', damage_type: 'dent', severity: 'Average', damage_cost: '$42.10', cost_cents: 4210 }),
    ]);
    await t.db.updateTable('damage_reports').set({ status: 'completed' }).where('id', '=', reportId).execute();
    return reportId;
};

describe('damage report PDF', () => {
  let t: TTestApp;
  let alice: TestClient;
  let bob: TestClient;
  let reportId: number;

  beforeEach(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'alice', password: PASSWORD });
    await createUser(t, { username: 'bob', password: PASSWORD });
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    await alice.login('alice', PASSWORD);
    await bob.login('bob', PASSWORD);

    reportId = await seedReport(t, alice);
  });
  afterEach(async () => t.close());

  it('streams a PDF of the report with the summary, the replacement-rule total, part names and the annotated photo', async () => {
    const response = await alice.request({ method: 'GET', url: `/api/download-report/${reportId}/`, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="damage_report_${reportId}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');

    const { text, images } = inspectPdf(pdf);
    for (const expected of ['Damage assessment report', `Report #${reportId}`, 'Skoda Octavia', 'A123BC77', 'Completed', 'Front bumper', 'Headlight', 'Back door', 'Hood', 'sq. units', '80.50 sq. units', 'Replacement rule applied', 'Affected parts', 'Car diagram']) {
      expect(text, expected).toContain(expected);
    }
    const hood = estimateDamage({ part: 'hood', damageType: 'dent', severity: 'Average' }, DEFAULT_CATALOGUE);
    // Front bumper: the $250.50 replacement replaces the $100 repair; the broken headlight counts as a replacement.
    const total = `$${((25050 + 31000 + 4210 + hood.total_cents) / 100).toFixed(2)}`;
    const naiveTotal = `$${((10000 + 25050 + 31000 + 4210 + hood.total_cents) / 100).toFixed(2)}`;
    expect(text).toMatch(new RegExp(`Total estimate\\s+\\${total}`));
    expect(text).not.toContain(naiveTotal);
    expect(text).toContain(hood.lines[0]!.explanation.split(':')[0]);
    expect(text).toContain('Recorded cost of the damage');
    expect(text).toContain('Not counted: the part is replaced');
    expect(text).toMatch(/Front bumper\s+2 damages \(40%\)/);
    expect(text).toMatch(/Hood\s+1 damage \(20%\)/);
    // The annotated result is printed for the first photo, the original for the second.
    expect(images.map((image) => `${image.width}x${image.height}`).sort()).toEqual(['320x200', '640x480']);
  });

  it('speaks Russian when the reader asks for it, by cookie, by Accept-Language or by lang', async () => {
    const byHeader = await alice.request({ method: 'GET', url: `/api/download-report/${reportId}/`, headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' } });
    const { text } = inspectPdf(byHeader.rawPayload);
    for (const expected of ['Отчёт об оценке повреждений', 'Сводка', 'Автомобиль', 'Госномер', 'Итоговая оценка', 'Передний бампер', 'Фара', 'Повреждённые детали', 'Схема автомобиля', 'Смета', 'Завершён', 'кв. ед.']) {
      expect(text, expected).toContain(expected);
    }
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/download-report/${reportId}/`,
      headers: { cookie: `${SESSION_COOKIE}=${alice.cookie(SESSION_COOKIE) ?? ''}; locale=ru`, 'accept-language': 'en' },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(inspectPdf(byCookie.rawPayload).text).toContain('Сводка');
    const byQuery = await alice.request({ method: 'GET', url: `/api/download-report/${reportId}/?lang=en`, headers: { 'accept-language': 'ru' } });
    expect(inspectPdf(byQuery.rawPayload).text).toContain('Summary');
  });

  it('prints a report without photos: zero total, the empty notes, no photo pages', async () => {
    const car = await t.db.selectFrom('cars').select('id').executeTakeFirstOrThrow();
    const created = await alice.post('/api/reports/', { car_id: car.id });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const response = await alice.get(`/api/download-report/${id}/`);
    expect(response.statusCode).toBe(200);
    const { text, images, pages } = inspectPdf(response.rawPayload);
    expect(text).toMatch(/Total estimate\s+\$0\.00/);
    expect(text).toContain('Created');
    expect(text).toContain('No damages were found in this report.');
    expect(text).toContain('This report has no photos.');
    expect(images).toEqual([]);
    expect(pages).toBe(1);
  });

  it('still prints the report when a stored image has gone missing', async () => {
    await t.context.services.storage.delete(['results/pdf-test.jpg']);
    const response = await alice.get(`/api/download-report/${reportId}/`);
    expect(response.statusCode).toBe(200);
    const { text, images } = inspectPdf(response.rawPayload);
    expect(text).toContain('The image of this photo is not available.');
    expect(text).toContain('Front bumper');
    expect(images.map((image) => `${image.width}x${image.height}`)).toEqual(['640x480']);
  });

  it('refuses other users with 403, unknown reports with 404 and anonymous requests', async () => {
    expect((await bob.get(`/api/download-report/${reportId}/`)).statusCode).toBe(403);
    expect((await alice.get(`/api/download-report/${reportId + 1000}/`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/download-report/${reportId}/` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('serves the same PDF and the estimate lines on the public API', async () => {
    const token = async (client: TestClient) =>
      ((await client.post('/api/tokens/generate-with-key/', { name: 'pdf' })).json() as { api_key: string }).api_key;
    const [aliceKey, bobKey] = [await token(alice), await token(bob)];
    const v1 = (url: string, key?: string) => t.app.inject({ method: 'GET', url, headers: key ? { authorization: `Bearer ${key}` } : {} });

    const pdf = await v1(`/api/v1/reports/${reportId}/pdf/`, aliceKey);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="damage_report_${reportId}.pdf"`);
    expect(inspectPdf(pdf.rawPayload).text).toContain('Skoda Octavia');
    expect(inspectPdf((await v1(`/api/v1/reports/${reportId}/pdf/?lang=ru`, aliceKey)).rawPayload).text).toContain('Смета');
    expect((await v1(`/api/v1/reports/${reportId}/pdf/`, bobKey)).statusCode).toBe(403);
    expect((await v1(`/api/v1/reports/${reportId + 1000}/pdf/`, aliceKey)).statusCode).toBe(404);
    expect((await v1(`/api/v1/reports/${reportId}/pdf/`)).statusCode).toBe(401);

    const report = (await v1(`/api/v1/reports/${reportId}/`, aliceKey)).json() as {
      photos: { photos: { car_part: string; damage_cost: string; estimate: { source: string; action: string; replacement: boolean; total: string; lines: { kind: string; amount_cents: number }[] } }[] }[];
      estimate: { total: string; total_cents: number; parts: { part: string; total: string; replacement: boolean }[] };
    };
    const damages = report.photos.flatMap((photo) => photo.photos);
    const hood = damages.find((damage) => damage.car_part === 'hood')!;
    expect(hood.estimate.source).toBe('analysis');
    expect(hood.estimate.lines.length).toBeGreaterThan(1);
    expect(hood.estimate.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(Math.round(Number(hood.damage_cost.slice(1)) * 100));
    expect(hood.estimate.total).toBe(hood.damage_cost);
    const bumperReplacement = damages.find((damage) => damage.damage_cost === '$250.50')!;
    expect(bumperReplacement.estimate).toMatchObject({ source: 'recorded_cost', action: 'replace', replacement: true, total: '$250.50' });
    expect(bumperReplacement.estimate.lines).toEqual([expect.objectContaining({ kind: 'recorded', amount_cents: 25050 })]);
    expect(report.estimate.parts.find((part) => part.part === 'front_bumper')).toMatchObject({ total: '$250.50', replacement: true });
    expect(report.estimate.parts.find((part) => part.part === 'headlight')).toMatchObject({ total: '$310.00', replacement: true });
    expect(report.estimate.total_cents).toBe(25050 + 31000 + 4210 + hood.estimate.lines.reduce((sum, line) => sum + line.amount_cents, 0));
    expect((await v1(`/api/v1/reports/${reportId}/`, bobKey)).statusCode).toBe(403);
  });
});

describe('damage report PDF on S3-compatible storage', () => {
  it('reads the photos from the bucket', async () => {
    const s3 = await startS3();
    const t = await createTestApp({ env: s3.env });
    try {
      await createUser(t, { username: 'alice', password: PASSWORD });
      const alice = new TestClient(t.app);
      await alice.login('alice', PASSWORD);
      const reportId = await seedReport(t, alice);
      const response = await alice.get(`/api/download-report/${reportId}/`);
      expect(response.statusCode).toBe(200);
      const { text, images } = inspectPdf(response.rawPayload);
      expect(text).toContain('Skoda Octavia');
      expect(images.map((image) => `${image.width}x${image.height}`).sort()).toEqual(['320x200', '640x480']);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
