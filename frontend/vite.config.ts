import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build (dist/, with .vite/manifest.json) and, with --ssr, the prerender bundle. The route
// plugin generates src/routeTree.gen.ts and splits every route's component into its own chunk.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  server: { host: '127.0.0.1' },
});
