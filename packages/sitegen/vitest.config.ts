import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'sitegen',
    include: ['test/**/*.test.ts'],
    // A guard against a hang: the property and browser tests run many generations each, beside three other files.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    isolate: false,
  },
});
