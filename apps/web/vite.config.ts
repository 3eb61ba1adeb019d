import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Built files worth compressing; images are compressed already and source maps are for developers. */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) twin of each built script and stylesheet, once, at the highest level:
 * the server sends them to browsers that accept them (@fastify/static's `preCompressed`), so a phone downloads the
 * app's JavaScript and CSS at about a third of their size without the server compressing on every request. Both,
 * because browsers offer Brotli only over HTTPS and on localhost. Only the hashed files under assets/: a file that
 * never changes cannot leave a stale twin behind (the examples, which the admin tools and tests may replace, are
 * sent as they are).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sitecraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await fs.readdir(assets)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(assets, file));
          if (source.length < 1024) return;
          const params = { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length, [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
          await fs.writeFile(path.join(assets, `${file}.br`), await brotli(source, { params }));
          await fs.writeFile(path.join(assets, `${file}.gz`), await gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod.ts', import.meta.url)) }] },
  server: {
    port: 3000,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser of the es2022 target but Safari 16 preloads modules itself; the polyfill only cost the landing bytes.
    modulePreload: { polyfill: false },
  },
});
