import path from 'node:path';
import { renderSyntheticScene, writeSyntheticPartModel } from '@cda/vision';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCar, TReport, TUserProfileResponse } from '@cda/contract';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';

/** The drawn front view (the synthetic part model sees a car in it) with a plate on its bumper, as a JPEG. */
const photoWithPlate = async (text: string): Promise<Buffer> => {
  const plate = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="54"><rect x="1.5" y="1.5" width="237" height="51" rx="5" fill="white" stroke="black" stroke-width="3"/>
<text x="120" y="41" font-family="DejaVu Sans Mono" font-weight="bold" font-size="38" text-anchor="middle" fill="black">${text}</text></svg>`;
  const scene = await renderSyntheticScene({ width: 1280, height: 720 });
  return sharp(scene).composite([{ input: Buffer.from(plate), left: 520, top: 483 }]).jpeg({ quality: 92 }).toBuffer();
};

describe('licence plates read from report photos', () => {
  let t: TTestApp;
  let client: TestClient;
  afterEach(async () => t.close());

  const start = async (env: Record<string, string> = {}) => {
    const modelsDir = path.join(process.env.TMPDIR ?? '/tmp', `cda-plates-${process.pid}-${Date.now()}`);
    writeSyntheticPartModel(modelsDir);
    t = await createTestApp({ env: { MODELS_DIR: modelsDir, ...env } });
    await createUser(t, { username: 'alice', password: PASSWORD });
    client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
  };

  const uploadAndAnalyse = async (carName: string, photo: Buffer) => {
    const { payload, contentType } = await buildMultipart({ carName }, [{ field: 'photos', name: 'photo_1.jpg', data: photo }]);
    const upload = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
    expect(upload.statusCode).toBe(200);
    await t.context.services.queue.runOnce();
    const { report_id } = upload.json() as { report_id: number };
    const report = (await client.get(`/api/web/results/${report_id}/`)).json() as TReport;
    expect(report.status).toBe('completed');
    return report;
  };

  const carNamed = async (name: string): Promise<TCar> => {
    const profile = (await client.get('/api/user-profile/')).json() as TUserProfileResponse;
    const car = profile.cars.find((candidate) => candidate.name === name);
    expect(car).toBeDefined();
    return car!;
  };

  it('fills an empty licence number with the plate read, keeps its confidence, and never overwrites a typed one', async () => {
    await start();
    const report = await uploadAndAnalyse('Plate car', await photoWithPlate('KA 456 BT'));
    const filled = await carNamed('Plate car');
    // the report shows the reading per photo and the car's number with its confidence
    expect(report.photos[0]?.plate).toMatchObject({ text: 'KA456BT' });
    expect(report.car).toMatchObject({ license_number: 'KA456BT', license_confidence: filled.license_confidence });
    expect(filled.license_number).toBe('KA456BT');
    expect(filled.license_confidence).toBeGreaterThan(0.8);
    expect(filled.license_confidence).toBeLessThanOrEqual(1);

    // the owner corrects it: the confidence goes, and a later photo with another plate leaves the typed number alone
    const typed = await client.request({ method: 'PUT', url: `/api/cars/${filled.id}/`, payload: { name: 'Plate car', license_number: 'А 777 АА 77' } });
    expect(typed.statusCode).toBe(200);
    expect((await carNamed('Plate car')).license_confidence).toBeNull();
    await uploadAndAnalyse('Plate car', await photoWithPlate('MX 302 KT'));
    const kept = await carNamed('Plate car');
    expect(kept.license_number).toBe('А 777 АА 77');
    expect(kept.license_confidence).toBeNull();

    // the per-photo reading is kept with the photo
    const photos = await t.db.selectFrom('photos').select('analysis_json').orderBy('id').execute();
    const readings = photos.map((row) => (JSON.parse(row.analysis_json ?? '{}') as { plate?: { text: string } | null }).plate?.text);
    expect(readings).toEqual(['KA456BT', 'MX302KT']);
  }, 120_000);

  it('leaves the licence number empty when PLATE_READER is off or no plate is in the photo', async () => {
    await start({ PLATE_READER: 'false' });
    await uploadAndAnalyse('Off car', await photoWithPlate('KA 456 BT'));
    expect(await carNamed('Off car')).toMatchObject({ license_number: '', license_confidence: null });
    await t.close();

    await start();
    await uploadAndAnalyse('Bare car', await sharp(await renderSyntheticScene({ width: 1280, height: 720 })).jpeg().toBuffer());
    expect(await carNamed('Bare car')).toMatchObject({ license_number: '', license_confidence: null });
  }, 120_000);
});
