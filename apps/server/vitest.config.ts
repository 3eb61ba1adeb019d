import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-sqlite',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: 'sqlite' },
    testTimeout: 30_000,
    // Files share their worker's loaded modules (fastify, kysely, the engine): each file still builds its own app,
    // database and servers, and the import time per file was most of the run (175 s → 80 s).
    isolate: false,
  },
});
