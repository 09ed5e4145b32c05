// The single list of the site's pages, read from the router's route tree: the prerender writes one
// HTML file per entry, the sitemap lists the public ones, and the tests visit them all.
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

export interface RouteEntry {
  /** The URL path, e.g. /solutions/microsoft-365 ("/" for home). */
  path: string;
  /** The router's route id. */
  id: string;
  /** Listed in sitemap.xml (the staff dashboard is not). */
  inSitemap: boolean;
}

/** Staff pages, and the shell of a visitor's private booking link. */
const NOT_IN_SITEMAP = ['/admin', '/booking'];

function normalise(fullPath: string): string {
  if (fullPath === '' || fullPath === '/') return '/';
  return fullPath.replace(/\/+$/, '');
}

/**
 * Every leaf route without path parameters, in a stable order (home first, then alphabetical). Takes a
 * router, not the bare tree: full paths are known only once the router has initialised its routes.
 */
export function routeTable(router: AnyRouter): RouteEntry[] {
  const entries = new Map<string, RouteEntry>();
  const visit = (route: AnyRoute) => {
    const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
    const list = Array.isArray(children) ? children : Object.values(children);
    if (!list.length && !route.isRoot) {
      const path = normalise(route.fullPath as string);
      if (!path.includes('$') && !entries.has(path)) {
        entries.set(path, {
          path,
          id: route.id as string,
          inSitemap: !NOT_IN_SITEMAP.some((p) => path === p || path.startsWith(`${p}/`)),
        });
      }
    }
    list.forEach(visit);
  };
  visit(router.routeTree as AnyRoute);
  return [...entries.values()].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}
