// Build step 3 of 3 (after the client and SSR builds): writes dist/<path>/index.html for every route
// of the route table, dist/404.html, sitemap.xml, robots.txt, route-table.json and .csp.json (the
// origins the configured analytics needs, for the gateway's Content-Security-Policy), then prints the
// JavaScript (gzip) each route loads with the page and the JavaScript it loads later (the app).
//   --out-dir <dir>   a build made with `vite build --outDir <dir>` (default dist/)
//   --only /,/faq     prerender only these routes (tests that need a few pages of a second build)
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { analyticsOrigins, type AnalyticsEnv } from '../src/lib/analytics';
import { siteConfig } from '../src/site-config';
import type { RouteEntry } from '../src/route-table';
import type { ServerManifest } from '@tanstack/router-core';
import { STAFF_SIGN_IN_PATH } from '@site/contracts/staff-return-path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs({ options: { 'out-dir': { type: 'string' }, only: { type: 'string' } } }).values;
const dist = resolve(root, args['out-dir'] ?? 'dist');
const only = args.only
  ?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
// The SSR bundle is built into dist/.prerender and removed once the pages are written (never served).
const ssrDir = join(dist, '.prerender');
const ssrEntry = join(ssrDir, 'entry-server.js');

/** A content route may load at most this much JavaScript (gzip) with the page. */
export const INITIAL_JS_BUDGET = 100 * 1024;
/** The bootstrap: the only script a page loads with it. */
const ENTRY_MODULE = 'src/entry-client.tsx';
/** The client app the bootstrap (src/entry-client.tsx) imports on idle or at the first interaction. */
const APP_MODULE = 'src/hydrate-app.tsx';

/**
 * Content routes (and the sign-in form, prerendered as the form itself) hydrate late; the staff pages
 * are useless until hydrated, so they load the app at once.
 */
const isContent = (path: string) => !path.startsWith('/admin') || path === STAFF_SIGN_IN_PATH;

/**
 * What a staff page preloads besides the app: the staff frame (the /admin route). The gateway serves
 * staff pages only to browsers with a session (others get the sign-in form), so the form's chunks are
 * not among them. The page's own chunks load when the router asks for them, after the session check:
 * preloaded with the rest, a page's chunks (the dashboard's tables, zod and the lead-list schemas) were
 * compiled alongside the app and made its evaluation several times slower.
 */
const STAFF_PRELOAD_ROUTES = ['/admin'];

interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

interface ServerModule {
  render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
  routes: RouteEntry[];
}

const url = (file: string) => `/${file}`;

/**
 * The gateway's Content-Security-Policy allows scripts from 'self' only, so the router's inline
 * hydration scripts are written to content-named files under assets/inline/ and loaded from there.
 * They stay classic, in-order scripts at the same place, so they run exactly as inline ones would.
 */
async function externaliseInlineScripts(html: string): Promise<string> {
  const dir = join(dist, 'assets', 'inline');
  await mkdir(dir, { recursive: true });
  const pending: Promise<void>[] = [];
  const out = html.replace(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g, (whole, attrs: string, code: string) => {
    if (/\ssrc=/.test(attrs) || !code.trim()) return whole;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) return whole; // JSON-LD etc.
    const name = `${createHash('sha256').update(code).digest('base64url').slice(0, 16)}.js`;
    pending.push(writeFile(join(dir, name), code));
    return `<script${attrs} src="/assets/inline/${name}"></script>`;
  });
  await Promise.all(pending);
  return out;
}

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Candidate source files of a route id, for directory-style and flat file routes. */
function routeFiles(id: string): string[] {
  if (id === '__root__') return ['src/routes/__root.tsx'];
  const bare = id.replace(/\/$/, '');
  if (id.endsWith('/')) return [`src/routes${bare}/index.tsx`, `src/routes${bare}.index.tsx`, `src/routes${bare || '/'}index.tsx`];
  if (id === '/') return ['src/routes/index.tsx'];
  return [
    `src/routes${bare}.tsx`,
    `src/routes${bare}/index.tsx`,
    `src/routes${bare}/route.tsx`,
    `src/routes/${bare.slice(1).replace(/\//g, '.')}.tsx`,
  ];
}

/** Chunks of a route's split component (the router plugin names them `<file>?tsr-split=...`). */
function routeChunkKeys(manifest: ViteManifest, id: string): string[] {
  const files = routeFiles(id);
  return Object.keys(manifest).filter((key) => files.some((f) => key === f || key.startsWith(`${f}?tsr-split`)));
}

/** Route ids from a route id down to the root: "/solutions/azure" → ["/solutions", "/solutions/azure"]. */
function ancestorIds(id: string): string[] {
  const ids: string[] = [];
  const parts = id.split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i++) ids.push(`/${parts.slice(0, i).join('/')}`);
  if (id.endsWith('/') && id !== '/') ids.push(id);
  if (id === '/') ids.push('/');
  return ids;
}

async function main() {
  const vite = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const entry = vite[ENTRY_MODULE];
  if (!entry?.isEntry) throw new Error(`No ${ENTRY_MODULE} entry in dist/.vite/manifest.json`);
  const entryKey = ENTRY_MODULE;
  const entryClosure = staticClosure(vite, entryKey);

  // All CSS is the one Tailwind sheet (its own build entry). It is inlined into every page (no
  // render-blocking request) after rendering, outside React's tree: React 19 skips unknown nodes in
  // <head> when it hydrates, whereas a <style> rendered by the router would have to match on the client too.
  const cssFiles = [...new Set(Object.values(vite).flatMap((c) => [...(c.file.endsWith('.css') ? [c.file] : []), ...(c.css ?? [])]))];
  let css = '';
  for (const file of cssFiles) css += await readFile(join(dist, file), 'utf8');
  const inlineCss = (html: string) => html.replace('</head>', () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style></head>`);

  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerModule;
  const routes = only ? server.routes.filter((r) => only.includes(r.path)) : server.routes;
  if (only && routes.length !== only.length) throw new Error(`--only names unknown routes: ${only.join(', ')}`);

  if (!vite[APP_MODULE]) throw new Error(`${APP_MODULE} is not a chunk of the client build (entry-client.tsx imports it dynamically)`);
  const appClosure = staticClosure(vite, APP_MODULE);
  for (const k of entryClosure) appClosure.delete(k);

  /**
   * The page's HTML loads only the bootstrap (and the entry's own imports). The app and the route's
   * chunks are listed on the bootstrap's script tag (data-app-chunks), which preloads them when it
   * starts loading the app: on idle for content pages, at once for the staff pages. A modulepreload in
   * the HTML would fetch them alongside the page itself, so the end of the page (on a short staff page,
   * its footer is the largest paint) would arrive later. The manifest is also dehydrated into the page,
   * so the client renders the same <script> when it hydrates.
   */
  const manifestFor = (r: { id: string; path: string }): ServerManifest => {
    const eager = !isContent(r.path);
    const routeKeys = new Set<string>();
    for (const id of eager ? STAFF_PRELOAD_ROUTES : ancestorIds(r.id))
      for (const k of routeChunkKeys(vite, id)) staticClosure(vite, k, routeKeys);
    const appKeys = [...new Set([...appClosure, ...routeKeys])].filter((k) => !entryClosure.has(k));
    const entryImports = [...entryClosure].filter((k) => k !== entryKey).map((k) => url(vite[k]!.file));
    return {
      routes: {
        __root__: {
          preloads: entryImports,
          scripts: [
            {
              attrs: {
                type: 'module',
                src: url(entry.file),
                'data-app-chunks': appKeys.map((k) => url(vite[k]!.file)).join(' '),
                'data-hydrate': eager ? 'eager' : 'idle',
              },
            },
          ],
        },
      },
    };
  };

  const write = async (path: string, html: string) => {
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  const pages = new Map<string, string>();
  for (const r of routes) {
    const { status, html } = await server.render(r.path, manifestFor(r));
    if (status !== 200) throw new Error(`Prerendering ${r.path} answered ${status}`);
    const page = await externaliseInlineScripts(inlineCss(html));
    pages.set(r.path, page);
    await write(r.path, page);
  }
  const notFound = await server.render('/this-page-does-not-exist', manifestFor({ id: '__root__', path: '/404' }));
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}, not 404`);
  await writeFile(join(dist, '404.html'), await externaliseInlineScripts(inlineCss(notFound.html)));

  const base = siteConfig.url.replace(/\/$/, '');
  const today = new Date().toISOString().slice(0, 10);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes
      .filter((r) => r.inSitemap)
      .map((r) => `  <url><loc>${base}${r.path === '/' ? '/' : r.path}</loc><lastmod>${today}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(dist, 'sitemap.xml'), sitemap);
  await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
  await writeFile(
    join(dist, 'site.webmanifest'),
    `${JSON.stringify(
      {
        name: siteConfig.name,
        short_name: siteConfig.shortName,
        description: siteConfig.description,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#1e3a8a',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(join(dist, 'route-table.json'), `${JSON.stringify(routes, null, 2)}\n`);
  // The same VITE_ variables the client build read (environment and .env files), so the origins match
  // the analytics the pages load.
  const csp = analyticsOrigins(loadEnv('production', root, 'VITE_') as AnalyticsEnv);
  await writeFile(join(dist, '.csp.json'), `${JSON.stringify(csp, null, 2)}\n`);

  // JavaScript per route, read from the written page: initial is everything the HTML makes the browser
  // fetch and run with the page (module scripts and their static imports, module preloads, the router's
  // externalised inline scripts); deferred is what the bootstrap loads on idle or at the first
  // interaction (the app and the page's chunks, data-app-chunks) beyond that.
  const keyOfFile = new Map(Object.entries(vite).map(([k, c]) => [url(c.file), k]));
  const gz = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(dist, file.slice(1)))).length);
    return gz.get(file)!;
  };
  /** The files behind some URLs, with the static imports of each module chunk among them. */
  const withImports = (urls: Iterable<string>) => {
    const files = new Set<string>();
    for (const u of urls) {
      const key = keyOfFile.get(u);
      if (key) for (const k of staticClosure(vite, key)) files.add(url(vite[k]!.file));
      else files.add(u);
    }
    return files;
  };
  const total = async (files: Iterable<string>) => {
    let bytes = 0;
    for (const f of files) bytes += await sizeOf(f);
    return bytes;
  };
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  const bootstrapBytes = await total(withImports([url(entry.file)]));
  const rows: string[] = [];
  let over = 0;
  let maxContent = 0;
  for (const r of routes) {
    const html = pages.get(r.path)!;
    const loaded = new Set<string>();
    const later = new Set<string>();
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      const src = attr(tag, 'src');
      if (src) loaded.add(src);
      for (const chunk of attr(tag, 'data-app-chunks')?.split(' ') ?? []) if (chunk) later.add(chunk);
    }
    for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
      if (attr(tag, 'rel') === 'modulepreload') loaded.add(attr(tag, 'href')!);
    }
    const initialFiles = withImports(loaded);
    const deferredFiles = [...withImports(later)].filter((f) => !initialFiles.has(f));
    const initial = await total(initialFiles);
    const deferred = await total(deferredFiles);
    const content = isContent(r.path);
    if (content) maxContent = Math.max(maxContent, initial);
    const flag = content && initial > INITIAL_JS_BUDGET ? '  OVER BUDGET' : '';
    if (flag) over++;
    rows.push(`  ${kb(initial)}  ${kb(deferred)}  ${r.path}${content ? '' : ' (staff: the bootstrap loads the app at once)'}${flag}`);
  }
  console.log(`\nPrerendered ${routes.length} routes + 404.html, sitemap.xml, robots.txt`);
  console.log(
    `JS per route (gzip; budget for the initial JS of a content route ${INITIAL_JS_BUDGET / 1024} KB, largest ${(maxContent / 1024).toFixed(1)} KB; ` +
      `bootstrap ${(bootstrapBytes / 1024).toFixed(1)} KB):`,
  );
  console.log(`     initial   deferred (on idle or first interaction)`);
  console.log(rows.join('\n'));
  if (over) console.warn(`${over} content route(s) over the initial JS budget`);
  if (!existsSync(join(dist, 'index.html'))) console.warn('No home page (src/routes/index.tsx) yet');
  if (!process.env.KEEP_PRERENDER_BUNDLE) await rm(ssrDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
