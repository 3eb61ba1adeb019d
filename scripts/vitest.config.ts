import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The scripts' own pure parts (the likeness measure of `npm run sites:sheet` and the template-likeness bench).
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    isolate: false,
  },
});
