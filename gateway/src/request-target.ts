// One spelling per path. The router, the guards and the rate limits all decide on what this returns,
// so a path that a percent-escape, an absolute-form target, a dot segment or a doubled slash would
// dress up as something else is either brought to its one canonical form or refused.
//
// Refused (400): encoded slashes and backslashes (%2F, %5C, \), NUL and other control characters,
// bad percent-escapes, `;` path parameters, fragments, `..` above the root, a non-ASCII byte, and a
// protected top segment (api, admin, metrics) in another letter case.

export type RequestTarget = { ok: true; url: string } | { ok: false; reason: string };

/** Top segments whose routes are guarded; any other letter case of them is refused. */
const PROTECTED_TOP = new Set(['api', 'admin', 'metrics']);

const refuse = (reason: string): RequestTarget => ({ ok: false, reason });

// Allowed raw in a path: unreserved, sub-delims without ';', ':', '@', '/', and '%' for escapes.
const RAW_PATH = /^[A-Za-z0-9\-._~!$&'()*+,=:@/%]*$/;
// Allowed raw in a query: the same plus '?' and '/'; '#' never reaches a server from a browser.
const RAW_QUERY = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%[\]|^`{}"<> ]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
// Escapes that would smuggle a separator or a control character past the split into segments.
const FORBIDDEN_ESCAPE = /%(2f|5c|00|0[0-9a-f]|1[0-9a-f]|7f)/i;

/** Whether every escape sequence decodes to UTF-8 (`%c9` alone does not). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Strips an absolute-form target (`http://host/x`) to its origin form (`/x`). */
function originForm(raw: string): string | null {
  if (raw.startsWith('/')) return raw;
  const m = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(raw);
  if (!m) return null; // asterisk-form, authority-form, or garbage
  return raw.slice(m[0].length) || '/';
}

/** Decodes one path segment (escapes already checked) and re-escapes it the one canonical way. */
function canonicalSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null; // an escape sequence that is not UTF-8
  }
  // encodeURIComponent leaves unreserved characters and !*'() as they are and escapes the rest.
  return encodeURIComponent(decoded);
}

export function canonicalRequestTarget(raw: string): RequestTarget {
  const target = originForm(raw);
  if (target === null) return refuse('The request target must be a path');
  if (target.includes('#')) return refuse('A fragment is not part of a request');
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);

  if (rawPath.includes('\\')) return refuse('Backslashes are not allowed in a path');
  if (rawPath.includes(';')) return refuse('Path parameters are not allowed');
  if (!RAW_PATH.test(rawPath)) return refuse('The path holds characters that must be percent-encoded');
  if (BAD_ESCAPE.test(rawPath) || BAD_ESCAPE.test(query)) return refuse('Malformed percent-encoding');
  if (FORBIDDEN_ESCAPE.test(rawPath)) return refuse('Encoded slashes, backslashes and control characters are not allowed in a path');
  if (query && (!RAW_QUERY.test(query) || /%00/.test(query))) return refuse('The query holds characters that are not allowed');
  if (query && !decodes(query)) return refuse('Malformed percent-encoding');

  const out: string[] = [];
  for (const segment of rawPath.split('/')) {
    const canonical = canonicalSegment(segment);
    if (canonical === null) return refuse('Malformed percent-encoding');
    if (canonical === '' || canonical === '.') continue; // doubled slashes, "./"
    if (canonical === '..') {
      if (out.length === 0) return refuse('The path climbs above the root');
      out.pop();
      continue;
    }
    out.push(canonical);
  }
  const top = out[0];
  if (top !== undefined && top !== top.toLowerCase() && PROTECTED_TOP.has(top.toLowerCase())) return refuse('Paths are lower-case');
  return { ok: true, url: '/' + out.join('/') + query };
}
