import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, StockPhotos } from '../src/index.ts';
import { request } from './support/requests.ts';

// The smallest valid JPEG header bytes are enough: the engine stores the file as it comes.
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
let server: Server;
let base = '';
const searches: { query: string; key: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/v1/search') {
      const query = url.searchParams.get('query') ?? '';
      searches.push({ query, key: incoming.headers.authorization });
      if (incoming.headers.authorization !== 'photo-key') return void response.writeHead(401).end('{}');
      if (query.includes('team')) return void response.writeHead(500).end('oops');
      const photos = query.includes('workplace') ? [] : [{ id: 7, photographer: 'Ada Lens', url: `${base}/photo/7`, src: { landscape: `${base}/files/${encodeURIComponent(query)}.jpg` } }];
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ photos }));
    }
    if (url.pathname.startsWith('/files/')) {
      if (url.pathname.includes('Table')) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('stock photo provider against a local fake API', () => {
  test('uses found photos, credits the photographer and falls back to an illustration slot by slot', async () => {
    const images = new StockPhotos({ apiKey: 'photo-key', baseUrl: `${base}/v1` });
    const result = await generate(request(), { images });
    const files = result.sites[0]?.files ?? new Map();
    expect(Buffer.from(files.get('images/hero.jpg') as Uint8Array).equals(jpeg)).toBe(true);
    expect(files.has('images/about.svg')).toBe(true);
    expect(files.has('images/blog-3.svg')).toBe(true);
    const home = String(files.get('index.html'));
    expect(home).toContain('src="images/hero.jpg" alt="Photo: ');
    expect(home).toContain('<meta property="og:image" content="https://bella-pizza.com/images/share-1-1.png">');
    expect(String(result.files.get('README.md'))).toContain('Photo by Ada Lens');
    expect(searches.every((search) => search.key === 'photo-key')).toBe(true);
    expect(searches.map((search) => search.query)).toContain('restaurant');
  });

  test('a refused key leaves every picture to the offline illustrations and the site still builds', async () => {
    const result = await generate(request(), { images: new StockPhotos({ apiKey: 'wrong', baseUrl: `${base}/v1` }) });
    const pictures = [...(result.sites[0]?.files.keys() ?? [])].filter((path) => path.startsWith('images/') && !path.startsWith('images/share-'));
    expect(pictures.length).toBeGreaterThan(7);
    expect(pictures.every((path) => path.endsWith('.svg'))).toBe(true);
  });

  test('is configured from STOCK_PHOTOS_API_KEY', () => {
    expect(StockPhotos.fromEnv({})).toBeUndefined();
    expect(StockPhotos.fromEnv({ STOCK_PHOTOS_API_KEY: 'k' })).toBeInstanceOf(StockPhotos);
  });
});
