import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let webDist: string;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SiteCraft</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webDist, 'assets', 'big-4d5e6f.js'), bigScript);
  fs.writeFileSync(path.join(webDist, 'assets', 'big-4d5e6f.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(webDist, 'assets', 'big-4d5e6f.js.gz'), zlib.gzipSync(bigScript));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  test('index.html is served and revalidated; hashed assets are cached for a year', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>SiteCraft</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a file the build compressed is sent as Brotli or gzip to a browser that accepts it, and plain to one that does not', async () => {
    const url = '/assets/big-4d5e6f.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // A file without a compressed twin (an image the admin published, a small script) is sent as it is.
    const small = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);');
  });

  test('a missing file answers 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
