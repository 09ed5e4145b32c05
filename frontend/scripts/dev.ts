// Development server: Vite in middleware mode, every page rendered per request with the same SSR
// entry the prerender uses (so hydration is exercised in development too). /api is proxied to
// API_URL when set (e.g. a running gateway).
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { ServerManifest } from '@tanstack/router-core';
import type { render as renderPage } from '../src/entry-server';

const port = Number(process.env.PORT ?? 5173);
const apiUrl = process.env.API_URL;

const vite = await createViteServer({
  server: { middlewareMode: true, ...(apiUrl ? { proxy: { '/api': { target: apiUrl, changeOrigin: true } } } : {}) },
  appType: 'custom',
});

const devManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;`,
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: typeof renderPage };
      const { status, html } = await render(req.url ?? '/', devManifest);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      console.error(err);
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String((err as Error).stack ?? err));
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`dev server: http://127.0.0.1:${port}`));
