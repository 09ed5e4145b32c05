import { describe, expect, it } from 'vitest';
import { footerServices, footerSolutions, navMenus, policyLinks } from './config/navigation';
import { routeTable } from './route-table';
import { createRouter } from './router';

describe('route table', () => {
  const routes = routeTable(createRouter());
  const paths = routes.map((r) => r.path);

  it('lists the frame routes, home first, and keeps the dashboard out of the sitemap', () => {
    expect(paths).toEqual(expect.arrayContaining(['/contact', '/book-consultation', '/faq', '/admin/leads']));
    if (paths.includes('/')) expect(paths[0]).toBe('/');
    expect(routes.find((r) => r.path === '/admin/leads')!.inSitemap).toBe(false);
    expect(routes.find((r) => r.path === '/contact')!.inSitemap).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every menu and footer link points at a page of the route table', () => {
    const hrefs = [
      ...navMenus.flatMap((m) => m.items.map((i) => i.href)),
      ...footerSolutions.map((l) => l.href),
      ...footerServices.map((l) => l.href),
      ...policyLinks.map((l) => l.href).filter((h) => h.startsWith('/')),
      '/about',
    ];
    expect(hrefs.filter((h) => !paths.includes(h))).toEqual([]);
  });
});
