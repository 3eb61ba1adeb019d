import { defineConfig } from 'vitest/config';

// The API suite runs on SQLite always, and again on PostgreSQL whenever DATABASE_URL names one.
const postgres = process.env.DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : [];

export default defineConfig({
  test: {
    // Two test files at a time, as many as this 2-core machine has cores: most API files wait on a database, child
    // processes or timers, and vitest's default (cores - 1) ran them one by one.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts', ...postgres, 'e2e/vitest.config.ts'],
  },
});
