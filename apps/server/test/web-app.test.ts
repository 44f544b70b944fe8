import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app.js';

describe('serving the web app', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cda-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => t.close());

  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/features', '/results/42', '/reset-password/abc', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache and answers 404 for missing ones', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('compresses the app’s scripts but not JSON API answers', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.rawPayload.length).toBeLessThan(1000);
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/status/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it('keeps unknown API paths as JSON 404 and refuses path traversal', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
    const traversal = await t.app.inject({ method: 'GET', url: '/assets/../../../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
  });
});
