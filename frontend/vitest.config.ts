import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'frontend',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // Component tests drive a whole form with user-event; on a loaded 2-core machine one can take
    // longer than vitest's 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
});
