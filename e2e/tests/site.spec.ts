// The prerendered site: every route has its own HTML, title and description, hydrates without
// errors, passes axe at 390 and 1280 px; unknown paths get the 404 page; sitemap and robots.
import { ApiClient } from '@site/dev-stack/api-client';
import { formatViolations, runAxe } from '../lib/axe';
import { expect, test } from '../lib/test';
import { gotoHydrated, newContext, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

// Each test opens its own context and reads only: the two route sweeps (about half a minute each) go to
// both workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

/** The staff pages the gateway serves only with a session: every /admin page but the sign-in form. */
const needsSession = (path: string) => path.startsWith('/admin/') && path !== '/admin/sign-in';

let staffCookie: Promise<string> | undefined;
/** A session cookie of the suite's staff account (one sign-in per worker). */
function staffSession(): Promise<string> {
  const { url, adminUsername, adminPassword } = ctx();
  const client = new ApiClient(url);
  staffCookie ??= client.login(adminUsername, adminPassword).then(() => client.cookie!);
  return staffCookie;
}

test('when every route of the route table is fetched, then each is prerendered HTML with its own title and description', async () => {
  const { url, routes } = ctx();
  expect(routes.length >= 5, `route table has ${routes.length} routes`).toBeTruthy();
  const titles = new Map<string, string>();
  for (const r of routes) {
    // A staff page is served to a browser with a session only; the others are sent to the sign-in form.
    const res = await fetch(url + r.path, { headers: needsSession(r.path) ? { cookie: await staffSession() } : {} });
    expect(res.status, `status of ${r.path}`).toEqual(200);
    expect(res.redirected, `${r.path} was not redirected`).toEqual(false);
    const html = await res.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `${r.path} has a <title>`).toBeTruthy();
    expect(/<meta name="description" content="[^"]+"/.test(html), `${r.path} has a meta description`).toBeTruthy();
    expect(html.includes('<link rel="canonical"'), `${r.path} has a canonical link`).toBeTruthy();
    expect(/<h1[\s>]/.test(html), `${r.path} has its h1 in the static HTML`).toBeTruthy();
    if (titles.has(title!)) throw new Error(`${r.path} repeats the title of ${titles.get(title!)}: ${title}`);
    titles.set(title!, r.path);
  }
});

test('when an unknown path is asked for, then the answer is the 404 page with status 404', async () => {
  const { url, browser } = ctx();
  const res = await fetch(`${url}/no/such/page`);
  expect(res.status, 'status').toEqual(404);
  expect((await res.text()).includes('404 Page Not Found'), 'static 404 text').toBeTruthy();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/no/such/page`);
  expect(await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible(), '404 heading').toBeTruthy();
  expect((await page.title()).startsWith('404 Page Not Found'), `title: ${await page.title()}`).toBeTruthy();
  expect(await page.getByText('/no/such/page').isVisible(), 'developer hint names the path').toBeTruthy();
  const unexpected = errors.filter((e) => !e.includes('status of 404'));
  expect(unexpected, 'console errors').toEqual([]);
  await context.close();
});

test('when sitemap.xml and robots.txt are fetched, then they list every public route and point at each other', async () => {
  const { url, routes } = ctx();
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  for (const r of routes.filter((x) => x.inSitemap)) {
    expect(sitemap.includes(`${r.path === '/' ? '/' : r.path}</loc>`), `sitemap lists ${r.path}`).toBeTruthy();
  }
  expect(!sitemap.includes('/admin/leads'), 'the dashboard is not in the sitemap').toBeTruthy();
  const robots = await (await fetch(`${url}/robots.txt`)).text();
  expect(/Sitemap: \S+\/sitemap\.xml/.test(robots), 'robots.txt names the sitemap').toBeTruthy();
});

for (const width of [390, 1280]) {
  test(`when every route is opened at ${width} px, then it hydrates without errors and axe finds no violations`, async () => {
    const { url, routes, browser } = ctx();
    const context = await newContext(browser, width, 900);
    const { page, errors } = await watchedPage(context);
    const problems: string[] = [];
    for (const r of [...routes, { path: '/no-such-page', id: '404', inSitemap: false }]) {
      errors.length = 0;
      await gotoHydrated(page, url + r.path);
      const violations = await runAxe(page);
      if (violations.length) problems.push(`${r.path}: ${formatViolations(violations)}`);
      const unexpected = errors.filter((e) => !(r.id === '404' && e.includes('status of 404')));
      if (unexpected.length) problems.push(`${r.path}: ${unexpected.join(' | ')}`);
    }
    await context.close();
    expect(!problems.length, `\n      ${problems.join('\n      ')}`).toBeTruthy();
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace('.', '\\.')}" content="([^"]*)"`).exec(html)?.[1];

test('when every page is fetched, then its og:image and twitter:image name a 1200×630 PNG the site serves', async () => {
  const { url, routes } = ctx();
  const images = new Map<string, string>();
  for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
    const html = await (await fetch(url + path)).text();
    const og = metaContent(html, 'property', 'og:image');
    const twitter = metaContent(html, 'name', 'twitter:image');
    if (path === '/no-such-page' && !og) continue; // the 404 page may carry no social tags
    expect(og, `${path} has og:image`).toBeTruthy();
    expect(twitter, `${path}: twitter:image`).toEqual(og);
    images.set(og!, path);
  }
  for (const [image, path] of images) {
    // Absolute URLs on the public origin; the build must contain the file at that path.
    const res = await fetch(url + new URL(image).pathname);
    expect(res.status, `${image} (from ${path})`).toEqual(200);
    expect(res.headers.get('content-type')?.split(';')[0], `${image} content type`).toEqual('image/png');
    expect(pngSize(new Uint8Array(await res.arrayBuffer())), `${image} size`).toEqual({ width: 1200, height: 630 });
  }
});

test('when /admin/leads and the 404 page are fetched, then they say robots noindex; public pages do not', async () => {
  const { url, routes } = ctx();
  const robots = async (path: string) => metaContent(await (await fetch(url + path)).text(), 'name', 'robots');
  expect(await robots('/admin/leads'), '/admin/leads').toEqual('noindex');
  expect(await robots('/no/such/page'), 'the 404 page').toEqual('noindex');
  for (const r of routes.filter((x) => x.inSitemap)) expect(await robots(r.path), r.path).toEqual(undefined);
});

test('when every page is fetched, then its HTML has no style attributes and no inline script with code (a CSP without unsafe-inline)', async () => {
  const { url, routes } = ctx();
  const problems: string[] = [];
  for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
    const html = await (await fetch(url + path)).text();
    if (/<[a-z][^>]*\sstyle=/i.test(html)) problems.push(`${path}: a style attribute`);
    for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const data = /\stype="application\/ld\+json"/.test(attrs!);
      if (code!.trim() && !data) problems.push(`${path}: inline script ${code!.slice(0, 60)}`);
    }
  }
  expect(!problems.length, `\n      ${problems.join('\n      ')}`).toBeTruthy();
});
