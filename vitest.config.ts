import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. Integration tests start real processes (Redis,
// services) on free loopback ports and spend much of their time waiting on them: on 2 cores, three
// files at once keep both busy (measured: 393 s with two, 321 s with three, all green).
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/{src,test}/**/*.test.ts',
            'infra/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The services as compiled bundles (see its header), then one stack with default settings for
          // the files that can share it.
          globalSetup: ['infra/docker/test-bundles.ts', 'infra/dev-stack/src/shared-stack.ts'],
        },
      },
      'frontend/vitest.config.ts',
    ],
  },
});
