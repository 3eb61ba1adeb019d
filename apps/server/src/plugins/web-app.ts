import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA and its static examples; hashed assets are cached for a year, the rest revalidated. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.info({ webDist }, 'the web app is not built (npm run build); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
