import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build (dist/, with .vite/manifest.json) and, with --ssr, the prerender bundle. The route
// plugin generates src/routeTree.gen.ts and splits every route's components and loader into chunks of their own. The
// script entry (src/entry-client.tsx) is a small bootstrap; the app is its dynamic import src/hydrate-app.tsx.
/** The packages of the framework chunk: React and TanStack Router with what they import. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|seroval[^\\/]*|cookie-es|tiny-invariant|tiny-warning)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // Loaders are split too: what a route file keeps unsplit is in the app every page loads, and the
      // staff pages' loaders would otherwise bring react-query and zod to public pages. (Pending
      // components stay: the prerender renders the staff app's one synchronously.)
      codeSplittingOptions: { defaultBehavior: [['component'], ['errorComponent'], ['notFoundComponent'], ['loader']] },
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // The stylesheet is an entry of its own, not imported by any script: the prerender inlines it into
    // every page, and a chunk that carried it would make Vite fetch it again with lazy imports.
    rollupOptions: {
      input: ['src/entry-client.tsx', 'src/styles.css'],
      // React and the router, which every page's app needs, in one chunk instead of six: each module
      // preload costs the main thread about a millisecond on a phone. (react-query and zod stay out: only
      // the staff pages and the forms load them.)
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
  server: { host: '127.0.0.1' },
}));
