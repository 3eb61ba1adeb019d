import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    // The tests run the compiled server (apps/server/dist), built once here.
    globalSetup: ['support/build-server.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A loaded machine may take seconds to show what a poll waits for; the default second is too short.
    expect: { poll: { timeout: 10_000 } },
    // Each file starts the real server and a Chromium: three at once on this 2-core machine (pages prefer reduced
    // motion, so an open template does not keep a core busy).
    maxWorkers: 3,
    // Files share their worker's loaded modules (playwright-core, axe-core, the catalogues); each still starts its own
    // server and Chromium.
    isolate: false,
    // Browser tests run as their own group, after the API and package tests.
    sequence: { groupOrder: 1 },
  },
});
