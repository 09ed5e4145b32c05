// HTTP requests with the request target exactly as written (fetch would normalise it first), for
// tests of what the gateway's router sees.
import { type Agent, request } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  opts: { headers?: Record<string, string>; body?: string; localAddress?: string; agent?: Agent } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        localAddress: opts.localAddress,
        headers: {
          ...(opts.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(opts.body)) }
            : {}),
          ...opts.headers,
        },
        agent: opts.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${target}`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const hex = (c: string) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0');

/**
 * At least 15 ways to spell one path: percent-escapes, absolute form, dot segments, doubled and
 * trailing slashes, letter case, `;` parameters, encoded slashes, backslashes, NUL, double escapes.
 */
export function spellings(path: string): string[] {
  const segs = path.split('/').slice(1);
  const last = segs.length - 1;
  const withSeg = (i: number, f: (s: string) => string) => '/' + segs.map((s, j) => (j === i ? f(s) : s)).join('/');
  const rest = '/' + segs.slice(1).join('/');
  return [
    path,
    withSeg(0, (s) => hex(s[0]!) + s.slice(1)),
    withSeg(last, (s) => hex(s[0]!) + s.slice(1)),
    withSeg(last, (s) => [...s].map(hex).join('').toUpperCase()),
    `http://gateway.invalid${path}`,
    `HTTPS://attacker.example:8443${path}`,
    '/' + segs.join('/./'),
    `/${segs[0]}/x/..${rest}`,
    `/${segs[0]}/x/%2e%2e${rest}`,
    `/${segs[0]}/x/%2E%2E${rest}`,
    '//' + segs.join('//'),
    path + '/',
    path + '/.',
    path.toUpperCase(),
    withSeg(last, (s) => s.toUpperCase()),
    path + ';jsessionid=1',
    withSeg(0, (s) => s + ';a=b'),
    path.replace(/\/([^/]*)$/, '%2F$1'),
    path.replace(/\/([^/]*)$/, '\\$1'),
    path + '%00',
    withSeg(last, (s) => '%25' + s.charCodeAt(0).toString(16) + s.slice(1)),
    '/%2e' + path,
    `/static/..${path}`,
  ];
}
