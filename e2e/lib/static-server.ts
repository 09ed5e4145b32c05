// Serves frontend/dist the way the gateway does (GET /x/y → dist/x/y/index.html, then a static file,
// else dist/404.html with status 404), for checks that need the site but not the API.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { REPO_ROOT } from '@site/dev-stack/stack';

/** The built site (`npm run build -w @site/frontend`). */
export const SITE_DIST = join(REPO_ROOT, 'frontend', 'dist');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export async function serveDist(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const page = join(dist, safe, 'index.html');
    const file = join(dist, safe);
    let target = existsSync(page) ? page : existsSync(file) && statSync(file).isFile() ? file : null;
    let status = 200;
    if (!target) {
      target = join(dist, '404.html');
      status = 404;
    }
    res.writeHead(status, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
