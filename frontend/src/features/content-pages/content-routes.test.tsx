// @vitest-environment node
// Walks every content route as prerendered: one h1, its own title and description, headings in
// order, listed in the sitemap, every internal link pointing at a known route (and every #fragment at
// an element of the page), every image local with width, height and alt.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../site-config';
import { contentRoutes, renderPage, routes, textOf } from './testing/render-page';

const known = new Set(routes.map((r) => r.path));

describe('content routes', () => {
  it('when the route table is read, then it holds every content route of the catalogue, all in the sitemap', () => {
    for (const path of contentRoutes) {
      const entry = routes.find((r) => r.path === path);
      expect(entry, path).toBeDefined();
      expect(entry?.inSitemap, path).toBe(true);
    }
  });

  it.each(contentRoutes)('when %s is rendered, then it has one h1 in its main and its own title', async (path) => {
    const { status, document } = await renderPage(path);
    expect(status).toBe(200);
    const main = document.querySelectorAll('main');
    expect(main.length).toBe(1);
    expect(main[0]?.id).toBe('main');
    const h1 = document.querySelectorAll('h1');
    expect(h1.length).toBe(1);
    expect(main[0]?.contains(h1[0]!)).toBe(true);
    expect(textOf(h1[0]).length).toBeGreaterThan(3);

    const title = textOf(document.querySelector('title'));
    expect(title).toContain(siteConfig.name);
    expect(title).not.toBe(siteConfig.name);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).not.toBe(siteConfig.description);
    expect(description.length).toBeGreaterThan(50);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteConfig.url}${path === '/' ? '/' : path}`);
  });

  it('when /admin/leads or an unknown path is rendered, then it says robots noindex; no content route does', async () => {
    const robots = (document: Document) => document.querySelector('meta[name="robots"]')?.getAttribute('content');
    expect(robots((await renderPage('/admin/leads')).document)).toBe('noindex');
    const missing = await renderPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(robots(missing.document)).toBe('noindex');
    for (const path of contentRoutes) expect(robots((await renderPage(path)).document), path).toBeUndefined();
  });

  it('when every content route is rendered, then no two share a title or a description', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of contentRoutes) {
      const { document } = await renderPage(path);
      const title = textOf(document.querySelector('title'));
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  it.each(contentRoutes)('when %s is rendered, then its headings go down one level at a time', async (path) => {
    const { document } = await renderPage(path);
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
      Number(h.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it.each(contentRoutes)('when %s is rendered, then every internal link resolves', async (path) => {
    const { document } = await renderPage(path);
    const anchors = [...document.querySelectorAll('a[href]')];
    expect(anchors.length).toBeGreaterThan(0);
    for (const a of anchors) {
      const href = a.getAttribute('href')!;
      expect(textOf(a).length + (a.getAttribute('aria-label')?.length ?? 0), `link ${href} has no text`).toBeGreaterThan(0);
      if (href.startsWith('#')) {
        if (href.length > 1) expect(document.getElementById(href.slice(1)), `${path}: ${href}`).not.toBeNull();
        continue;
      }
      if (/^(mailto:|tel:|https?:\/\/)/.test(href)) continue;
      expect(href.startsWith('/'), `${path}: ${href}`).toBe(true);
      const [pathname] = href.split(/[?#]/);
      expect(known.has(pathname!.replace(/\/$/, '') || '/'), `${path} links to unknown ${href}`).toBe(true);
    }
  });

  it.each(contentRoutes)('when %s is rendered, then every image is local with width, height and alt', async (path) => {
    const { document } = await renderPage(path);
    for (const img of document.querySelectorAll('main img')) {
      expect(img.getAttribute('src')?.startsWith('/images/'), img.outerHTML).toBe(true);
      expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0);
      expect(img.hasAttribute('alt'), img.outerHTML).toBe(true);
    }
  });
});
