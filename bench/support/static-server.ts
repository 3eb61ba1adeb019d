// The reference for bench/site-editing.ts: a bare static file server (node:http, each file read from disk on every
// request, with its content type), serving the folder given as the first argument. A request that takes brotli gets
// `<file>.br` when there is one (precompressed, as nginx's brotli_static serves it). Prints its port on stdout.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.woff2': 'font/woff2' };

const server = http.createServer((request, response) => {
  const name = decodeURIComponent((request.url ?? '/').split('?')[0]!);
  const file = path.join(root, name.endsWith('/') ? `${name}index.html` : name);
  if (!file.startsWith(root)) return response.writeHead(404).end();
  const headers = { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
  const send = (bytes: Buffer, encoding?: string) =>
    response.writeHead(200, { ...headers, 'content-length': bytes.length, ...(encoding ? { 'content-encoding': encoding } : {}) }).end(bytes);
  const plain = () => readFile(file).then((bytes) => send(bytes), () => response.writeHead(404).end());
  if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return void plain();
  readFile(`${file}.br`).then((bytes) => send(bytes, 'br'), plain);
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
