// Prerender entry (built with `vite build --ssr`): renders one path to a full HTML document with the
// router's own SSR, so the browser's RouterClient hydrates exactly what was rendered.
import type { ServerManifest } from '@tanstack/router-core';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { routeTable } from './route-table';
import { createRouter } from './router';

export type { ServerManifest };

export async function render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

export const routes = routeTable(createRouter());
