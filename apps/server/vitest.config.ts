import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-sqlite',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: 'sqlite' },
    testTimeout: 30_000,
  },
});
