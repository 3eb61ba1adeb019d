import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import axeCore from 'axe-core';
import type { AxeResults } from 'axe-core';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { ConsoleMessage, Page, Request, Route, WebSocket } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const examplesDir = join(repoRoot, 'apps', 'web', 'public', 'examples');
// The loader looks for .htmlvalidate.json upward from the (virtual) file path, so the repo's config applies.
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

const countedImpacts = new Set(['serious', 'critical']);

/**
 * Loads one example template in the page and returns its problems as readable lines:
 * console and page errors, requests to any host other than baseUrl's (aborted),
 * html-validate errors and serious or critical axe violations. Empty means clean.
 */
export async function checkTemplate(page: Page, baseUrl: string, fileName: string): Promise<string[]> {
  const problems: string[] = [];
  const ownHost = new URL(baseUrl).host;
  const foreign = new Set<string>();

  const isForeign = (url: string): boolean => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return false;
    return parsed.host !== ownHost;
  };
  const onRoute = async (route: Route): Promise<void> => {
    const url = route.request().url();
    if (!isForeign(url)) return route.continue();
    foreign.add(url);
    return route.abort('blockedbyclient');
  };
  // The request and websocket listeners catch what routing cannot see, such as WebSockets.
  const onRequest = (request: Request): void => {
    if (isForeign(request.url())) foreign.add(request.url());
  };
  const onSocket = (socket: WebSocket): void => {
    if (isForeign(socket.url())) foreign.add(socket.url());
  };
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error): void => {
    problems.push(`page error: ${error.message}`);
  };
  await page.route('**/*', onRoute);
  page.on('request', onRequest);
  page.on('websocket', onSocket);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(`${baseUrl}/examples/${encodeURIComponent(fileName)}`, { waitUntil: 'load' });
    if (!response || !response.ok()) {
      problems.push(`page did not load: HTTP ${response?.status() ?? 'no response'}`);
      return problems;
    }
    // Two frames give scripted scenes (canvas, rAF loops) a chance to run and fail.
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    problems.push(...(await validateHtml(await response.text(), fileName)));
    problems.push(...(await runAxe(page)));
    for (const url of foreign) problems.push(`request to another host (aborted): ${url}`);
    return problems;
  } finally {
    // Detach everything so the same page can check another template afterwards.
    await page.unroute('**/*', onRoute);
    page.off('request', onRequest);
    page.off('websocket', onSocket);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

async function validateHtml(html: string, fileName: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html, join(examplesDir, fileName));
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `html-validate ${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}

async function runAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeCore.source });
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => countedImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ');
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `axe ${violation.impact} ${violation.id}: ${violation.help} (${targets}${more})`;
    });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/** Serves `dir` under /examples/ on a free loopback port; paths outside the folder are refused. */
export async function serveExamples(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8'): void => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'Method not allowed');
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (!pathname.startsWith('/examples/')) return send(404, 'Not found');
      let relative: string;
      try {
        relative = decodeURIComponent(pathname.slice('/examples/'.length));
      } catch {
        return send(400, 'Bad path');
      }
      const target = resolve(root, relative);
      if (relative.includes('\0') || !target.startsWith(root + sep)) return send(403, 'Forbidden');
      const info = await stat(target).catch(() => undefined);
      if (!info?.isFile()) return send(404, 'Not found');
      send(200, await readFile(target), contentTypes[extname(target).toLowerCase()] ?? 'application/octet-stream');
    })().catch(() => send(500, 'Server error'));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
