// Serves the prerendered site from memory: every file of SITE_DIR is read once at start-up with
// its gzip and brotli forms, so a page costs no disk read and no compression per request. The build
// writes those forms beside each file (precompress-site.ts); a file without them is compressed here.
// GET /x/y → x/y/index.html, else the file x/y, else 404.html with status 404.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type CspBuilder, inlineHashes } from './security-headers';

export type Asset = { body: Buffer; gzip?: Buffer; br?: Buffer; type: string; etag: string; cache: string; csp?: string };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Shown until the site has been built: the gateway still answers, with a real 404 elsewhere. */
const PLACEHOLDER_HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not built yet</title></head><body><main><h1>The site has not been built yet</h1><p>Run <code>make build</code>; the API is served under <code>/api</code>.</p></main></body></html>`;
const PLACEHOLDER_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>404 Page Not Found</title></head><body><main><h1>404 Page Not Found</h1></main></body></html>`;

/** The suffixes of a file's precompressed forms. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** Whether a file is served compressed: text of more than 512 bytes (`ext` as extname gives it). */
export const isCompressible = (ext: string, size: number) => COMPRESSIBLE.has(ext.toLowerCase()) && size > 512;

/** The best compression of each form: a build makes them once, so their time does not matter. */
export const COMPRESSION = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
  gzip: { level: 9 },
} as const;

const compressed = {
  br: (body: Buffer) => brotliCompressSync(body, COMPRESSION.br),
  gzip: (body: Buffer) => gzipSync(body, COMPRESSION.gzip),
};

/**
 * Every file below `dir`, leaving out dot-folders and dotfiles (build metadata such as
 * .vite/manifest.json) and the precompressed forms of other files.
 */
export function walk(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      const form = Object.values(PRECOMPRESSED).find((suffix) => name.endsWith(suffix));
      return form && existsSync(full.slice(0, -form.length)) ? [] : [full];
    });
}

/** A compressed form of `file`: the build's when it is at least as new as the file, else made now. */
function formOf(file: string | null, body: Buffer, form: keyof typeof PRECOMPRESSED): Buffer {
  const built = file && file + PRECOMPRESSED[form];
  if (built && existsSync(built) && statSync(built).mtimeMs >= statSync(file).mtimeMs) return readFileSync(built);
  return compressed[form](body);
}

function asset(body: Buffer, ext: string, urlPath: string, csp: CspBuilder, file: string | null = null): Asset {
  const compress = isCompressible(ext, body.length);
  return {
    // A page's policy allows exactly its own inline blocks, by hash.
    csp: ext === '.html' ? csp(inlineHashes(body.toString('utf8'))) : undefined,
    body,
    gzip: compress ? formOf(file, body, 'gzip') : undefined,
    br: compress ? formOf(file, body, 'br') : undefined,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    // Vite's hashed files never change; pages are revalidated so a deploy shows at once.
    cache: urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'public, max-age=0, must-revalidate'
        : 'public, max-age=3600',
  };
}

/** Pages under /admin (the request URL is already canonical: see request-target.ts). */
const isStaffPage = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

export class Site {
  private readonly pages = new Map<string, Asset>();
  private readonly files = new Map<string, Asset>();
  private readonly notFound: Asset;
  readonly built: boolean;

  constructor(dir: string, csp: CspBuilder) {
    this.built = existsSync(join(dir, 'index.html'));
    if (!this.built) {
      this.pages.set('/', asset(Buffer.from(PLACEHOLDER_HOME), '.html', '/', csp));
      this.notFound = asset(Buffer.from(PLACEHOLDER_404), '.html', '/404.html', csp);
      return;
    }
    for (const file of walk(dir)) {
      const rel = '/' + relative(dir, file).split(sep).join('/');
      const a = asset(readFileSync(file), extname(file).toLowerCase(), rel, csp, file);
      if (rel.endsWith('/index.html')) this.pages.set(rel.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1'), a);
      else this.files.set(rel, a);
    }
    this.notFound = this.files.get('/404.html') ?? asset(Buffer.from(PLACEHOLDER_404), '.html', '/404.html', csp);
  }

  /** Finds what a path names; a trailing slash is the same page. */
  resolve(urlPath: string): { asset: Asset; status: 200 | 404 } {
    let path: string;
    try {
      path = decodeURIComponent(urlPath.split('?')[0]!);
    } catch {
      return { asset: this.notFound, status: 404 };
    }
    const page = this.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (page) return { asset: page, status: 200 };
    const file = this.files.get(path);
    if (file && path !== '/404.html') return { asset: file, status: 200 };
    return { asset: this.notFound, status: 404 };
  }

  /** The prerendered page at a path (no fallback), or null. */
  page(path: string): Asset | null {
    return this.pages.get(path) ?? null;
  }

  /** The not-found page, for answers that must look like any other missing page. */
  get notFoundPage(): Asset {
    return this.notFound;
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    const { asset: a, status } = this.resolve(request.url);
    return this.deliver(request, reply, a, status);
  }

  /**
   * Sends a page with the status given. `uncached`: never stored by a browser or proxy and never indexed
   * (a page whose answer depends on more than its path).
   */
  deliver(request: FastifyRequest, reply: FastifyReply, a: Asset, status: number, opts: { uncached?: boolean } = {}) {
    reply.header('content-type', a.type).header('vary', 'accept-encoding');
    if (a.csp) reply.header('content-security-policy', a.csp);
    if (opts.uncached || isStaffPage(request.url)) {
      // The staff pages hold no data themselves, but nothing of the staff area is cached or indexed.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    } else if (status === 200) {
      reply.header('cache-control', a.cache).header('etag', a.etag);
      if (request.headers['if-none-match'] === a.etag) return reply.status(304).send();
    } else reply.header('cache-control', 'no-cache');
    const accept = String(request.headers['accept-encoding'] ?? '');
    let body = a.body;
    if (a.br && /\bbr\b/.test(accept)) {
      body = a.br;
      reply.header('content-encoding', 'br');
    } else if (a.gzip && /\bgzip\b/.test(accept)) {
      body = a.gzip;
      reply.header('content-encoding', 'gzip');
    }
    return reply.status(status).send(request.method === 'HEAD' ? undefined : body);
  }
}
