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
    // Each file starts the real server and a Chromium; two at once is all this 2-core machine takes well (three made
    // the gallery and screenshot tests time out, and took as long).
    maxWorkers: 2,
    // Files share their worker's loaded modules (playwright-core, axe-core, the catalogues); each still starts its own
    // server and Chromium.
    isolate: false,
    // Browser tests run as their own group, after the API and package tests.
    sequence: { groupOrder: 1 },
  },
});
