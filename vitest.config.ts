import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Projects: pure packages; server tests (with a fresh PGlite, or PostgreSQL when
// MERIDIAN_TEST_DB=postgres); the Redis fan-out suite; web component tests (jsdom); browser
// end-to-end tests, which run after all the others.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          // Property tests are bounded by their run counts, not by time: on a loaded machine
          // (the whole suite on 2 cores) one took 7–16 s and failed the default 5 s.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-db',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/redis/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-redis',
          include: ['apps/server/test/redis/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // findBy/waitFor wait up to 10 s (src/test/setup.ts); a test gets room for a few.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // After every other project (group 0), two files at a time: each file runs its own
          // server process and browser, and one at a time left about 40 % of two cores idle while
          // they wait for live prices, auctions and settlements.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
