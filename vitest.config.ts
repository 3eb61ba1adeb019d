import { defineConfig } from 'vitest/config';

// The API suite runs on SQLite always, and again on PostgreSQL whenever DATABASE_URL names one.
const postgres = process.env.DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : [];

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', ...postgres, 'e2e/vitest.config.ts'],
  },
});
