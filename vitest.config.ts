import { defineConfig } from 'vitest/config';

// scripts/test.mjs runs the projects: `unit` always, `browser` when a Chromium is found.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          // Redis and multi-node suites need TEST_REDIS_URL (and TEST_POSTGRES_URL)
          exclude: process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll waits for what a person would see: its own 1 s default is less than a
          // loaded 2-core machine can take for a CSS glide or a round trip
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
