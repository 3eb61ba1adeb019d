import { configDefaults, defineProject } from 'vitest/config';

// The Redis paths (queue, progress relay, shared throttles) run once per `npm test`: on PostgreSQL, as they are
// deployed, when that project runs (DATABASE_URL set); here otherwise.
const redisPaths = ['test/scale/{bullmq-queue,redis-restart,shared-throttles,session-events-relay}.test.ts'];

export default defineProject({
  test: {
    name: 'server-sqlite',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? redisPaths : [])],
    env: { TEST_DB: 'sqlite' },
    testTimeout: 30_000,
    // Hooks make the apps and sites a file's tests share (a generation each): the same guard as a test's.
    hookTimeout: 30_000,
    // Files share their worker's loaded modules (fastify, kysely, the engine): each file still builds its own app,
    // database and servers, and the import time per file was most of the run (175 s → 80 s).
    isolate: false,
  },
});
