import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-postgres',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: 'postgres' },
    testTimeout: 30_000,
  },
});
