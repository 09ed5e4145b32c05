import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. Integration tests start real processes (Redis,
// services) on free loopback ports, so files run one at a time per project to spare 2 cores.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/{src,test}/**/*.test.ts',
            'infra/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      'frontend/vitest.config.ts',
    ],
  },
});
