import { defineConfig } from 'vitest/config';
import { landingPages } from './scripts/landing-pages.ts';
import { uiMessages } from './scripts/ui-messages.ts';
import { missingServers } from './src/server/testing/throwaway.ts';

// scripts/test.mjs runs the projects: `unit` always, `browser` after it when a Chromium is found.
export default defineConfig({
  test: {
    projects: [
      {
        // the web app's words, compiled as the build does (web code under test says them)
        plugins: [uiMessages(), landingPages()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          // English, as a browser opening the app gets it: what web code under test says
          setupFiles: ['src/web/i18n/testing.ts'],
          // Redis and multi-node suites need TEST_REDIS_URL (and TEST_POSTGRES_URL)
          // outage suites (*.servers.test.ts) start and stop PostgreSQL and Redis servers of their
          // own: they need the server binaries, not the machine's running servers
          exclude: [
            ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
            ...(missingServers().length ? ['**/*.servers.test.ts'] : []),
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // a failed test prints what its open pages showed (e2e/diagnostics.ts)
          setupFiles: ['e2e/diagnostics.setup.ts'],
          // two nodes sharing Redis
          exclude: process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // one file at a time: a call between two pages of a headless Chromium costs most of a
          // core (video encoding, decoding, compositing, the safety check), so two files side by
          // side on 2 cores took as long as one after the other, and timed steps got flakier
          fileParallelism: false,
          // expect.poll waits for what a person would see: its own 1 s default is less than a
          // loaded 2-core machine can take for a CSS glide or a round trip
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
