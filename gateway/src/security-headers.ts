// Security headers: helmet's set, a Content-Security-Policy with no 'unsafe-inline' (inline styles
// and scripts of a prerendered page are allowed by their hashes, page by page), a Permissions-Policy,
// and for staff surfaces `Cache-Control: no-store` and `X-Robots-Tag: noindex`.
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Origins the built site needs beyond its own (analytics), written by the build as `.csp.json`. */
export type ExtraSources = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] };

const origin = z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'an origin such as https://plausible.io');
const extraSourcesSchema = z.object({
  scriptSrc: z.array(origin).default([]),
  connectSrc: z.array(origin).default([]),
  imgSrc: z.array(origin).default([]),
});

export const CSP_SOURCES_FILE = '.csp.json';

export function readExtraSources(siteDir: string): ExtraSources {
  const file = join(siteDir, CSP_SOURCES_FILE);
  if (!existsSync(file)) return { scriptSrc: [], connectSrc: [], imgSrc: [] };
  const parsed = extraSourcesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export type InlineHashes = { styles: string[]; scripts: string[]; styleAttributes: string[] };

/** Hashes of a page's inline <style> blocks, inline executable <script> blocks and style="" attributes. */
export function inlineHashes(html: string): InlineHashes {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256Source(m[1]!));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => body!.length > 0 && !/\bsrc=/i.test(attrs!) && !/type=["']?application\/(ld\+)?json/i.test(attrs!))
    .map((m) => sha256Source(m[2]!));
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) =>
    sha256Source(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
  );
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)], styleAttributes: [...new Set(styleAttributes)] };
}

export type CspBuilder = (inline?: InlineHashes) => string;

/** Builds the policy; with `inline`, a page's own inline blocks are allowed by hash. */
export function cspBuilder(extra: ExtraSources): CspBuilder {
  return (inline) => {
    const styleSrc = ["'self'", ...(inline?.styles ?? [])];
    if (inline?.styleAttributes.length) styleSrc.push("'unsafe-hashes'", ...inline.styleAttributes);
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...(inline?.scripts ?? []), ...extra.scriptSrc],
      'style-src': styleSrc,
      'img-src': ["'self'", 'data:', ...extra.imgSrc],
      'connect-src': ["'self'", ...extra.connectSrc],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    };
    return Object.entries(directives)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join('; ');
  };
}

/** Browser features the site never uses, refused for it and for anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()';

export async function registerSecurityHeaders(app: FastifyInstance, csp: CspBuilder) {
  await app.register(helmet, {
    // Set per response below, so a page can carry its own hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const base = csp();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', base).header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** Staff surfaces: never cached by a browser or a proxy, never indexed. */
export function staffHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
}
