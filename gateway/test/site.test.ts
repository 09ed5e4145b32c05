// The site server on a built tree: page per route, assets cached for ever, compression, 404 page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_SOURCES_FILE, cspBuilder, readExtraSources, sha256Source } from '../src/security-headers';
import { Site } from '../src/site';

const dir = mkdtempSync(join(tmpdir(), 'site-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>' + 'h'.repeat(2000),
  'contact/index.html': '<!doctype html><title>Contact</title><style>.a{color:red}</style>',
  'solutions/odoo-erp/index.html': '<!doctype html><title>Odoo</title>',
  '404.html': '<!doctype html><title>404 Page Not Found</title>',
  'assets/app-abc123.js': 'console.log(1);'.repeat(100),
  'sitemap.xml': '<urlset/>',
  '.vite/manifest.json': '{}',
};
const app = Fastify();

beforeAll(async () => {
  for (const [p, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), body);
  }
  const site = new Site(dir, cspBuilder({ scriptSrc: [], connectSrc: [], imgSrc: [] }));
  app.get('/*', (req, reply) => site.send(req, reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('site', () => {
  it('when a page has an inline style block, then its policy allows exactly that block by hash', async () => {
    const res = await app.inject({ url: '/contact' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${sha256Source('.a{color:red}')}`);
    expect(csp).not.toContain('unsafe-inline');
    const home = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(home).toContain("style-src 'self';");
  });

  it('when a route is asked for, with or without a trailing slash, then its prerendered page is served', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/contact', 'Contact'],
      ['/contact/', 'Contact'],
      ['/solutions/odoo-erp', 'Odoo'],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('when a hashed asset is asked for, then it is cached for a year and compressed as the browser allows', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/app-abc123.js']);
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/app-abc123.js']);
    const etag = br.headers.etag as string;
    expect((await app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('when a path is unknown or tries to climb out, then the 404 page comes with status 404', async () => {
    for (const url of ['/nope', '/contact/extra', '/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/404.html', '/.vite/manifest.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('404 Page Not Found');
    }
    // Broken percent-encoding is refused by Fastify's router before it reaches the site.
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });
});

describe('content security policy sources', () => {
  it('when the build names analytics origins, then exactly those are added, and a bad entry stops the start', () => {
    const withAnalytics = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(
      join(withAnalytics, CSP_SOURCES_FILE),
      JSON.stringify({ scriptSrc: ['https://plausible.io'], connectSrc: ['https://plausible.io'], imgSrc: [] }),
    );
    const policy = cspBuilder(readExtraSources(withAnalytics))();
    expect(policy).toContain("script-src 'self' https://plausible.io;");
    expect(policy).toContain("connect-src 'self' https://plausible.io;");
    expect(policy).toContain("img-src 'self' data:;");
    expect(cspBuilder(readExtraSources(dir))()).toContain("script-src 'self';");
    writeFileSync(join(withAnalytics, CSP_SOURCES_FILE), JSON.stringify({ scriptSrc: ["'unsafe-inline'"] }));
    expect(() => readExtraSources(withAnalytics)).toThrow(/scriptSrc/);
    rmSync(withAnalytics, { recursive: true, force: true });
  });
});
