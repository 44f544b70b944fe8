import path from 'node:path';
import { renderSyntheticScene, writeSyntheticDamageModel, writeSyntheticPartModel } from '@cda/vision';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';

describe('analysis engine in the server', () => {
  let t: TTestApp;
  let client: TestClient;

  const start = async (withModels: boolean) => {
    const modelsDir = path.join(process.env.TMPDIR ?? '/tmp', `cda-models-${process.pid}-${Date.now()}`);
    if (withModels) {
      writeSyntheticPartModel(modelsDir);
      writeSyntheticDamageModel(modelsDir);
    }
    t = await createTestApp({ env: { MODELS_DIR: modelsDir } });
    await createUser(t, { username: 'alice', password: PASSWORD, isStaff: true });
    await createUser(t, { username: 'bob', password: PASSWORD });
    client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
  };
  afterEach(async () => t.close());

  const sendFrame = async (image: Buffer | null, position: string, who = client) => {
    const { payload, contentType } = await buildMultipart(
      { source: 'camera', current_element_validation: position },
      image ? [{ field: 'image', name: 'frame.jpg', data: image }] : [],
    );
    return who.request({ method: 'POST', url: '/api/validate-image/', payload, headers: { 'content-type': contentType } });
  };

  describe('with models installed', () => {
    beforeEach(async () => start(true));

    it('stores findings with costs and an annotated image when photos are analysed', async () => {
      const scene = await renderSyntheticScene({ damage: true, format: 'jpeg' });
      const { payload, contentType } = await buildMultipart({ carName: 'Scene car' }, [{ field: 'photos', name: 'photo_1.jpg', data: scene }]);
      const upload = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
      const { report_id } = upload.json() as { report_id: number };
      await t.context.services.queue.runOnce();
      const report = (await client.get(`/api/web/results/${report_id}/`)).json() as {
        status: string;
        photos: { image_result: string | null; photos: { car_part: string; damage_cost: string; severity: string; area: number }[] }[];
      };
      expect(report.status).toBe('completed');
      const damages = report.photos[0]?.photos ?? [];
      expect(damages.length).toBeGreaterThan(0);
      expect(damages[0]?.car_part).toBe('hood');
      expect(damages[0]?.damage_cost).toMatch(/^\$\d+\.\d{2}$/);
      expect(['High', 'Average', 'Low']).toContain(damages[0]?.severity);
      expect(damages[0]?.area).toBeGreaterThan(0);
      const annotated = await client.get(report.photos[0]?.image_result ?? '');
      expect(annotated.statusCode).toBe(200);
      expect((await sharp(annotated.rawPayload).metadata()).format).toBe('jpeg');
    });

    it('validates a frame with the spec’s result shape', async () => {
      const response = await sendFrame(await renderSyntheticScene({ format: 'jpeg', width: 1280, height: 720 }), '0');
      expect(response.statusCode).toBe(200);
      const result = response.json() as { valid: boolean; current_element_validation: number; details: { message: string; detected_parts: { type: string; confidence: number }[]; validation_status: Record<string, unknown[]> } };
      expect(result.current_element_validation).toBe(0);
      expect(typeof result.valid).toBe('boolean');
      expect(result.details.detected_parts.length).toBeGreaterThan(0);
      expect(Object.keys(result.details.validation_status).sort()).toEqual(['area_violations', 'missing_parts', 'position_violations']);
    });

    it('says “blurry” for a blurred frame and refuses bad input with 400', async () => {
      const blurred = await sharp(await renderSyntheticScene({ format: 'png', width: 1280, height: 720 })).blur(12).jpeg().toBuffer();
      const blurry = (await sendFrame(blurred, '0')).json() as { valid: boolean; details: { message: string } };
      expect(blurry.valid).toBe(false);
      expect(blurry.details.message.toLowerCase()).toContain('blurry');
      const nothing = (await sendFrame(await makeJpeg({ width: 1280, height: 720 }), '1')).json() as { valid: boolean };
      expect(nothing.valid).toBe(false);
      expect((await sendFrame(await makeJpeg(), '6')).statusCode).toBe(400);
      expect((await sendFrame(await makeJpeg(), 'x')).statusCode).toBe(400);
      expect((await sendFrame(Buffer.from('garbage bytes'), '0')).statusCode).toBe(400);
      expect((await sendFrame(null, '0')).statusCode).toBe(400);
      const anonymous = new TestClient(t.app);
      await anonymous.fetchCsrf();
      expect((await sendFrame(await makeJpeg(), '0', anonymous)).statusCode).toBe(401);
    });

    it('lists the loaded models to staff only', async () => {
      const staff = (await client.get('/api/models/')).json() as { models: { task: string }[] };
      expect(staff.models.map((model) => model.task).sort()).toEqual(['damage-segmentation', 'part-segmentation']);
      const bob = new TestClient(t.app);
      await bob.login('bob', PASSWORD);
      expect((await bob.get('/api/models/')).statusCode).toBe(403);
    });
  });

  it('says in the report that no damage model is installed when there is none', async () => {
    await start(false);
    const { payload, contentType } = await buildMultipart({ carName: 'Plain' }, [{ field: 'photos', name: 'photo_1.jpg', data: await makeJpeg() }]);
    const { report_id } = (await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } })).json() as { report_id: number };
    await t.context.services.queue.runOnce();
    const report = (await client.get(`/api/web/results/${report_id}/`)).json() as { description: string; photos: { photos: unknown[] }[] };
    expect(report.description).toContain('No damage model is installed');
    expect(report.photos[0]?.photos).toEqual([]);
    expect(((await client.get('/api/models/')).json() as { models: unknown[] }).models).toEqual([]);
  });
});
