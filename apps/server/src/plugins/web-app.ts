import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA and its static examples, compressed where the build left a compressed twin; hashed assets
 * are cached for a year, the rest revalidated.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.info({ webDist }, 'the web app is not built (npm run build); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    // The build writes a .br and a .gz twin of each hashed script and stylesheet (apps/web/vite.config.ts): sent to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
