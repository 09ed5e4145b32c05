// How the simulator reads requests and answers over HTTP: XML-RPC answers and faults, JSON-2 faults as HTTP
// errors, JSON and HTML pages, and the error page a proxy in front of Odoo sends.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { OdooFault, pythonFault } from './odoo-faults';
import { serializeFault, serializeResponse } from './xmlrpc-codec';

/** The protocol a call came in by, and is answered in. */
export type Wire = 'xml' | 'json';

const MAX_BODY = 10 * 1024 * 1024;

const HTML_REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A call's answer: XML-RPC's methodResponse, or JSON-2's JSON body. */
export function sendAnswer(res: ServerResponse, wire: Wire, value: unknown): void {
  if (wire === 'json') return sendJson(res, 200, value);
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(serializeResponse(value));
}

/** A call's fault, in the shape of its protocol. */
export function sendWireFault(res: ServerResponse, wire: Wire, fault: OdooFault): void {
  return wire === 'json' ? sendJsonFault(res, fault) : sendFault(res, fault);
}

export function sendFault(res: ServerResponse, fault: OdooFault): void {
  const safe = fault instanceof OdooFault ? fault : pythonFault('Exception', String(fault), 'parse');
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(serializeFault(safe));
}

/**
 * A fault as JSON-2 reports it: an HTTP error status and a JSON body naming the exception. Credentials are
 * 401, access rules 403, user errors 422, anything else 500 with the traceback in `debug`.
 */
function sendJsonFault(res: ServerResponse, fault: OdooFault): void {
  const status = fault.faultCode === 3 ? 401 : fault.faultCode === 4 ? 403 : fault.faultCode === 2 ? 422 : 500;
  const lastLine = fault.faultString.trimEnd().split('\n').at(-1) ?? '';
  const [type, ...rest] = lastLine.split(': ');
  const name =
    fault.faultCode === 3
      ? 'odoo.exceptions.AccessDenied'
      : fault.faultCode === 4
        ? 'odoo.exceptions.AccessError'
        : fault.faultCode === 2
          ? 'odoo.exceptions.UserError'
          : (type ?? 'Exception');
  const message = fault.faultCode === 1 ? rest.join(': ') : fault.faultString;
  sendJson(res, status, { name, message, arguments: [message], context: {}, debug: fault.faultCode === 1 ? fault.faultString : '' });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, title: string, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html>\n<html lang=en>\n<title>${status} ${title}</title>\n<h1>${title}</h1>\n<p>${text}</p>\n`);
}

/** A proxy's answer instead of Odoo's: the status with nginx's error page, or the body given. */
export function sendProxyError(res: ServerResponse, failure: { status: number; body?: string; headers?: Record<string, string> }): void {
  const reason = HTML_REASONS[failure.status] ?? 'Error';
  const html =
    failure.body ??
    `<html>\r\n<head><title>${failure.status} ${reason}</title></head>\r\n<body>\r\n` +
      `<center><h1>${failure.status} ${reason}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  res.writeHead(failure.status, { 'Content-Type': 'text/html', ...failure.headers });
  res.end(html);
}
