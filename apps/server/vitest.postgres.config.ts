import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-postgres',
    // The files whose rules rest on the database (accounts, sessions, bookings, credits, domains, forms, generations, mail, queues, sites, statistics); the
    // others (headers, static files, deployment files, the dev routes) do the same on either database.
    include: ['test/{admin,auth,bookings,domains,email-confirmation,forms,generator,mail,publishing,scale,site-stats,sites,store}/**/*.test.ts'],
    // Of those, the ones whose rules rest on something else run on SQLite only: DNS answers, image decoding, the S3 store,
    // an SMTP peer's timing or outage, internationalised names in download headers, the progress hub's replay, how a site's
    // texts read, and a site's newest download.
    exclude: [
      ...configDefaults.exclude,
      'test/domains/dns-check.test.ts',
      'test/sites/{site-uploads,unusual-domains,site-wordings,newest-download}.test.ts',
      'test/store/s3-generations.test.ts',
      'test/mail/{answer-timing,smtp-down}.test.ts',
      'test/generator/progress-replay.test.ts',
    ],
    env: { TEST_DB: 'postgres' },
    testTimeout: 30_000,
    // Hooks make the apps and sites a file's tests share (a generation each): the same guard as a test's.
    hookTimeout: 30_000,
    isolate: false,
  },
});
