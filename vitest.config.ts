import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-order/sequencer.ts';

// The API suite runs on SQLite always, and again on PostgreSQL whenever DATABASE_URL names one.
const postgres = process.env.DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : [];

export default defineConfig({
  test: {
    // Four test files at a time on this 2-core machine: the API files mostly wait (on a database, child processes,
    // Redis, timers), and the whole suite used about 40% of both cores with two. The browser tests, which do not
    // wait, set their own number (e2e/vitest.config.ts).
    maxWorkers: 4,
    // Each group's longest files first, from the seconds a whole run measured (scripts/test-order).
    sequence: { sequencer: LongestFirstSequencer },
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts', ...postgres, 'e2e/vitest.config.ts'],
  },
});
