import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PREVIEW_MAX_BYTES } from '@sitecraft/shared/admin';
import { expectCleanRefusal } from '../support/clean-refusal.ts';
import { templateCatalogue } from '@sitecraft/shared/templates';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, makePng, pngDataUrl } from './admin-support.ts';

let t: TestApp;
let admin: string;
let webDist: string;
const imagesDir = () => path.join(webDist, 'examples', 'images');
const original = Buffer.from('original image');

beforeAll(async () => {
  // A scratch copy of the served web folder: a test never writes into the repository.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-web-'));
  fs.mkdirSync(imagesDir(), { recursive: true });
  for (const name of ['1.png', '2.png', '3.png']) fs.writeFileSync(path.join(imagesDir(), name), original);
  t = await createTestApp({ webDist });
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const publish = (images: { template: string; dataURL: string }[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/template-previews', headers: { authorization: `Bearer ${admin}` }, payload: { images } });
const served = (name: string) => fs.readFileSync(path.join(imagesDir(), name));

function corrupt(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}

describe('publishing captured previews', () => {
  it('writes each PNG where the gallery reads it, and records the change', async () => {
    const one = makePng(396, 264, [200, 30, 30]);
    const aurora = makePng(400, 300);
    const response = await publish([
      { template: '1.html', dataURL: pngDataUrl(one) },
      { template: 'aurora-3d.html', dataURL: pngDataUrl(aurora) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Опубликовано превью: 2. Галерея показывает новые изображения.', published: ['/examples/images/1.png', '/examples/images/aurora-3d.png'] });
    expect(served('1.png').equals(one)).toBe(true);
    expect(served('aurora-3d.png').equals(aurora)).toBe(true);
    expect(fs.readdirSync(imagesDir()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const entry = await t.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', 'template_previews.publish').executeTakeFirstOrThrow();
    expect(entry.admin_email).toBe('dev-admin@sitecraft.local');
    expect(JSON.parse(entry.details)).toEqual({
      images: [
        { template: '1.html', previewImage: '/examples/images/1.png', width: 396, height: 264, bytes: one.length },
        { template: 'aurora-3d.html', previewImage: '/examples/images/aurora-3d.png', width: 400, height: 300, bytes: aurora.length },
      ],
    });
  });

  it('accepts only real PNGs for known template names, and a bad one writes nothing at all', async () => {
    const good = pngDataUrl(makePng(10, 10));
    const png = makePng(10, 10);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(60)]);
    const cases: [string, { template: string; dataURL: string }, number][] = [
      ['unknown template', { template: 'evil.html', dataURL: good }, 400],
      ['path in the name', { template: '../../index.html', dataURL: good }, 400],
      ['not a data URL', { template: '3.html', dataURL: 'https://example.com/x.png' }, 400],
      ['JPEG bytes', { template: '3.html', dataURL: pngDataUrl(jpeg) }, 400],
      ['SVG as PNG', { template: '3.html', dataURL: `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}` }, 400],
      ['broken CRC', { template: '3.html', dataURL: pngDataUrl(corrupt(png, 20)) }, 400],
      ['cut short', { template: '3.html', dataURL: pngDataUrl(png.subarray(0, png.length - 12)) }, 400],
      ['bytes after IEND', { template: '3.html', dataURL: pngDataUrl(Buffer.concat([png, Buffer.from('<script>')])) }, 400],
      ['not base64', { template: '3.html', dataURL: 'data:image/png;base64,@@@@' }, 400],
      ['too large', { template: '3.html', dataURL: pngDataUrl(Buffer.concat([png, Buffer.alloc(TEMPLATE_PREVIEW_MAX_BYTES)])) }, 400],
      ['too wide', { template: '3.html', dataURL: pngDataUrl(makePng(5000, 1)) }, 400],
    ];
    for (const [label, bad, status] of cases) {
      const response = await publish([{ template: '2.html', dataURL: good }, bad]);
      expect(response.statusCode, label).toBe(status);
      expectCleanRefusal(response);
      expect(served('2.png').equals(original), label).toBe(true);
    }
    expect(fs.existsSync(path.join(webDist, 'index.html'))).toBe(false);
  });

  it('refuses an empty list, a template twice and unknown fields', async () => {
    const good = pngDataUrl(makePng(10, 10));
    for (const payload of [{ images: [] }, { images: [{ template: '2.html', dataURL: good }, { template: '2.html', dataURL: good }] }, { images: [{ template: '2.html', dataURL: good, path: '/etc' }] }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/admin/template-previews', headers: { authorization: `Bearer ${admin}` }, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectCleanRefusal(response);
    }
    expect(served('2.png').equals(original)).toBe(true);
  });

  it('takes the whole set of 23 captures in one call', async () => {
    const images = templateCatalogue.map((template) => ({ template: template.fileName, dataURL: pngDataUrl(makePng(396, 264)) }));
    const response = await publish(images);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { published: string[] }).published).toHaveLength(23);
    expect(served('sentinel-soc.png').equals(makePng(396, 264))).toBe(true);
  });
});
