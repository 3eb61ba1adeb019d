import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authServerTexts } from '@sitecraft/shared/auth';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite, siteEngine } from '../support/sites.ts';
import { openPartialRequest } from '../support/partial-request.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { UPLOAD_MAX_BYTES, UPLOADS_AT_ONCE, uploadsInFlight } from '../../src/modules/sites/site-uploads.ts';

const sites = siteEngine();
let t: TestApp;
let owner: string;
let stranger: string;
let trackId: string;
const host = 'photo-bakery.com';
beforeAll(async () => {
  t = await createTestApp({}, { engine: sites.engine });
  owner = await signUpVerified(t.app, t.ctx, 'photos@example.com');
  stranger = await signUpVerified(t.app, t.ctx, 'nosy@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
  trackId = await generateSite(t, owner, [host]);
}, 30_000);
afterAll(() => t.close());

const uploadsUrl = () => `/api/v1/sites/${trackId}/sites/${host}/uploads`;
const versionsUrl = () => `/api/v1/sites/${trackId}/sites/${host}/versions`;
const upload = (bytes: Buffer, type: string, token = owner) =>
  t.app.inject({ method: 'POST', url: uploadsUrl(), headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: bytes });
let baseUrl: Promise<string> | undefined;
/** The app on a port of its own, for clients that fetch or write to a socket (listening once per file). */
const listening = () => (baseUrl ??= t.app.listen({ port: 0, host: '127.0.0.1' }));
const artifactFiles = () => fs.readdirSync(path.join(t.ctx.config.dataDir, 'artifacts')).filter((name) => name.includes(`${host}.upload-`)).sort();

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c8a070' } }).jpeg().toBuffer();

/** A PNG whose header claims a size its (missing) pixels never had: what a decompression bomb looks like to a decoder. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

describe('uploading a picture for an edited site', () => {
  it('keeps a photo as WebP and AVIF in up to three widths; an image edit puts it in the page with srcset and drops the old picture', async () => {
    const response = await upload(await photo(2400, 1600), 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { upload: id, files, avif } = response.json() as { upload: string; files: { file: string; width: number; height: number }[]; avif: { file: string }[] };
    expect(files).toEqual([480, 960, 1600].map((width) => ({ file: `images/upload-${id}-${width}.webp`, width, height: Math.round((width * 2) / 3) })));
    expect(avif).toEqual([480, 960, 1600].map((width) => ({ file: `images/upload-${id}-${width}.avif`, width, height: Math.round((width * 2) / 3) })));

    const model = (await call(t.app, 'GET', `${versionsUrl()}/1`, { token: owner })).body.model as SiteModel;
    const pages = model.editions[0]!.pages;
    const home = pages.findIndex((page) => page.key === 'home');
    const hero = pages[home]!.sections.findIndex((section) => section.kind === 'hero');
    const oldFile = (pages[home]!.sections[hero]!.data as { image: { file: string } }).image.file;
    const saved = await call(t.app, 'POST', versionsUrl(), { token: owner, body: { base: 1, edits: [{ op: 'image', path: `/editions/0/pages/${home}/sections/${hero}/data/image`, upload: id }] } });
    expect(saved.status).toBe(201);
    expect(saved.body.summary).toBe(`Replaced a picture on ${pages[home]!.file}`);

    const zip = await t.app.inject({ method: 'GET', url: `${versionsUrl()}/2/zip`, headers: { authorization: `Bearer ${owner}` } });
    const files2 = unzipSync(new Uint8Array(zip.rawPayload));
    for (const file of [...files, ...avif]) expect(Object.keys(files2), file.file).toContain(`${host}/${file.file}`);
    expect(await sharp(Buffer.from(files2[`${host}/images/upload-${id}-960.avif`]!)).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 960 });
    const page = new TextDecoder().decode(files2[`${host}/${pages[home]!.file}`]);
    expect(page).toContain(`<picture><source type="image/avif" srcset="images/upload-${id}-480.avif 480w, images/upload-${id}-960.avif 960w, images/upload-${id}-1600.avif 1600w" sizes="(min-width: 64rem) 50vw, 100vw">`);
    expect(page).toContain(`src="images/upload-${id}-1600.webp" srcset="images/upload-${id}-480.webp 480w, images/upload-${id}-960.webp 960w, images/upload-${id}-1600.webp 1600w"`);
    const stillShown = pages.some((each) => JSON.stringify(each).includes(`"${oldFile}"`) && each !== pages[home]) || JSON.stringify(pages[home]).split(`"${oldFile}"`).length > 2;
    expect(Object.keys(files2).includes(`${host}/${oldFile}`)).toBe(stillShown);
  });

  it('re-encodes the pixels only: text hidden in a PNG never reaches the site', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#405060' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    expect(png.toString('latin1')).toContain('<script>');
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(201);
    const { files } = response.json() as { files: { file: string }[] };
    expect(files.map((each) => each.file)).toHaveLength(2);
    for (const name of artifactFiles()) expect(fs.readFileSync(path.join(t.ctx.config.dataDir, 'artifacts', name)).toString('latin1'), name).not.toContain('<script>');
  });

  it('refuses what is not a JPEG, PNG or WebP within 10 MB and 40 megapixels with a clear message, keeps nothing and never answers 5xx', async () => {
    const before = artifactFiles();
    const rows = await t.ctx.db.selectFrom('site_uploads').selectAll().execute();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const cases: [Buffer, string, number, string][] = [
      [svg, 'image/svg+xml', 415, sitesServerTexts.uploadType],
      [svg, 'image/png', 415, sitesServerTexts.uploadType],
      [await photo(300, 200), 'image/png', 415, sitesServerTexts.uploadType],
      [Buffer.from('just text'), 'text/plain', 415, sitesServerTexts.uploadType],
      [Buffer.from('not a picture at all, only bytes'), 'image/jpeg', 400, sitesServerTexts.uploadUnreadable],
      [(await photo(1200, 800)).subarray(0, 700), 'image/jpeg', 400, sitesServerTexts.uploadUnreadable],
      [Buffer.alloc(0), 'image/webp', 400, sitesServerTexts.uploadUnreadable],
      [pngClaiming(20_000, 20_000), 'image/png', 400, sitesServerTexts.uploadPixels],
      [Buffer.alloc(11 * 1024 * 1024, 1), 'image/jpeg', 413, sitesServerTexts.uploadTooLarge],
      [Buffer.alloc(50 * 1024 * 1024, 1), 'image/png', 413, sitesServerTexts.uploadTooLarge],
    ];
    for (const [bytes, type, status, message] of cases) {
      const response = await upload(bytes, type);
      expect(response.statusCode, `${type}, ${bytes.length} bytes`).toBe(status);
      expect(response.json().message, `${type}, ${bytes.length} bytes`).toBe(message);
    }
    expect(artifactFiles()).toEqual(before);
    expect(await t.ctx.db.selectFrom('site_uploads').selectAll().execute()).toEqual(rows);
  });

  it('refuses a picture sent as text, JSON, a form or without a type with the same 415 as any other wrong type', async () => {
    const jpeg = await photo(300, 200);
    const send = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: uploadsUrl(), headers: { authorization: `Bearer ${owner}`, ...headers }, payload: jpeg });
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/json', 'application/x-www-form-urlencoded', undefined]) {
      const response = await send(type ? { 'content-type': type } : {});
      expect(response.statusCode, type ?? 'no type').toBe(415);
      expect(response.json(), type ?? 'no type').toEqual({ success: false, message: sitesServerTexts.uploadType });
    }
    expect((await upload(jpeg, 'Image/JPEG; name=photo.jpg')).statusCode).toBe(201);
  });

  it('uploads sent at once wait their turn and each gets its own answer, refusals included', async () => {
    const photos = await Promise.all([0, 1, 2, 3, 4].map((index) => sharp({ create: { width: 1700, height: 1100, channels: 3, background: { r: 40 * index, g: 90, b: 120 } } }).jpeg().toBuffer()));
    const truncated = (await photo(1500, 1000)).subarray(0, 2000);
    const answers = await Promise.all([...photos.map((bytes) => upload(bytes, 'image/jpeg')), upload(truncated, 'image/jpeg'), upload(photos[0]!, 'image/png')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 400, 415]);
    expect(answers[5]!.json().message).toBe(sitesServerTexts.uploadUnreadable);
    expect(new Set(answers.slice(0, 5).map((answer) => answer.json().upload)).size).toBe(5);
  });

  it('a caller that leaves while its picture waits its turn is dropped, and nothing is kept for it', async () => {
    const url = await listening();
    const send = (bytes: Buffer, signal?: AbortSignal) =>
      fetch(`${url}${uploadsUrl()}`, { method: 'POST', headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes), signal });
    // Noise is slow to encode (a second or more): the picture behind it waits.
    const noise = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const [leaving, later] = await Promise.all([photo(900, 600), photo(800, 500)]);
    const ahead = send(noise);
    await setTimeout(300);
    const gone = new AbortController();
    const left = send(leaving, gone.signal);
    await setTimeout(300);
    gone.abort();
    await expect(left).rejects.toThrow();
    expect((await ahead).status).toBe(201);
    // First come, first served: once a picture sent after it is answered, the one that left would have been kept.
    expect((await send(later)).status).toBe(201);
    const id = createHash('sha256').update(leaving).digest('hex').slice(0, 16);
    expect(artifactFiles().filter((name) => name.includes(id))).toEqual([]);
  });

  it('refuses a client without a session at once, before it has sent its 10 MB, and closes the connection', async () => {
    const url = await listening();
    const cases: { path: string; headers: Record<string, string>; length: number }[] = [
      { path: uploadsUrl(), headers: { 'content-type': 'image/jpeg' }, length: UPLOAD_MAX_BYTES },
      { path: uploadsUrl(), headers: { 'content-type': 'image/png', authorization: 'Bearer not-a-session' }, length: UPLOAD_MAX_BYTES },
      // A JSON route's body too (up to 1 MB) is not read for nobody.
      { path: versionsUrl(), headers: { 'content-type': 'application/json' }, length: 1024 * 1024 },
    ];
    for (const { path: route, headers, length } of cases) {
      const request = await openPartialRequest(url, { path: route, headers, body: Buffer.alloc(length, 1), sendFirst: 4096 });
      try {
        const answer = await request.answer();
        expect(answer.status, route).toBe(401);
        expect(JSON.parse(answer.body)).toEqual({ success: false, message: authServerTexts.unauthorized });
        expect(request.sent()).toBe(4096);
        // Kept open, the connection would have the server read (and throw away) the rest of the body.
        expect(await request.closedWithin(2_000), route).toBe(true);
      } finally {
        request.destroy();
      }
    }
  });

  it(`takes ${UPLOADS_AT_ONCE} uploads at once; one more is refused at once with 503 and Retry-After before its body is read, and the ${UPLOADS_AT_ONCE} are kept`, async () => {
    const url = await listening();
    const pictures = await Promise.all(Array.from({ length: UPLOADS_AT_ONCE + 1 }, (_, index) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 25 * index, g: 120, b: 90 } } }).jpeg().toBuffer()));
    const send = (bytes: Buffer) => openPartialRequest(url, { path: uploadsUrl(), headers: { authorization: `Bearer ${owner}`, 'content-type': 'image/jpeg' }, body: bytes, sendFirst: 1024 });
    // Taken in and still sending their pictures: as many as the process takes at once.
    const held = await Promise.all(pictures.slice(0, UPLOADS_AT_ONCE).map(send));
    try {
      await vi.waitFor(() => expect(uploadsInFlight()).toBe(UPLOADS_AT_ONCE));
      const extra = await send(pictures.at(-1)!);
      try {
        const refused = await extra.answer();
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toMatch(/^\d+$/);
        expect(JSON.parse(refused.body)).toEqual({ success: false, message: sitesServerTexts.uploadsBusy });
        expect(await extra.closedWithin(2_000)).toBe(true);
      } finally {
        extra.destroy();
      }
      for (const each of held) each.sendRest();
      const answers = await Promise.all(held.map((each) => each.answer(20_000)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(UPLOADS_AT_ONCE).fill(201));
      expect(new Set(answers.map((answer) => JSON.parse(answer.body).upload)).size).toBe(UPLOADS_AT_ONCE);
    } finally {
      for (const each of held) each.destroy();
    }
    // Their places are free again: the one refused goes through now.
    await vi.waitFor(() => expect(uploadsInFlight()).toBe(0));
    expect((await upload(pictures.at(-1)!, 'image/jpeg')).statusCode).toBe(201);
  });

  it("answers 404 to another account, and an edit naming an upload this site does not have is refused", async () => {
    expect((await upload(await photo(300, 200), 'image/jpeg', stranger)).statusCode).toBe(404);
    const edit = { op: 'image', path: '/editions/0/pages/0/sections/0/data/image', upload: '0123456789abcdef' };
    const refused = await call(t.app, 'POST', versionsUrl(), { token: owner, body: { base: 2, edits: [edit] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(sitesServerTexts.uploadMissing);
  });

  it('deleting the site removes its uploads, used or not', async () => {
    expect(artifactFiles().length).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner })).status).toBe(200);
    expect(artifactFiles()).toEqual([]);
  });
});
