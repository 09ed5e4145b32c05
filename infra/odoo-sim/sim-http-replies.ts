// How the simulator reads requests and answers over HTTP: XML-RPC answers and faults, JSON-2 faults and
// refusals as Odoo 19's HTTP errors, JSON and HTML pages, and the error page a proxy in front of Odoo sends.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Json2Refusal, MissingRecordFault, NotNullFault, OdooFault, pythonFault } from './odoo-faults';
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
export function sendWireFault(res: ServerResponse, wire: Wire, fault: OdooFault | Json2Refusal): void {
  if (fault instanceof Json2Refusal) return sendJson2Refusal(res, fault);
  return wire === 'json' ? sendJsonFault(res, fault) : sendFault(res, fault);
}

export function sendFault(res: ServerResponse, fault: OdooFault): void {
  const safe = fault instanceof OdooFault ? fault : pythonFault('Exception', String(fault), 'parse');
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(serializeFault(safe));
}

const HTTP_REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 422: 'Unprocessable Entity' };

/** What JSON-2's controller refuses, as werkzeug's exception serialised by Odoo 19's Json2Dispatcher. */
function sendJson2Refusal(res: ServerResponse, refusal: Json2Refusal): void {
  if (refusal.exception === null) return sendHtml(res, refusal.status, 'Not Found', refusal.message);
  const debug = `Traceback (most recent call last):\n${refusal.exception}: ${refusal.status} ${HTTP_REASONS[refusal.status]}: ${refusal.message}\n`;
  const headers: Record<string, string> = refusal.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  const body = { name: refusal.exception, message: refusal.message, arguments: [refusal.message, refusal.status], context: {}, debug };
  sendJson(res, refusal.status, body, headers);
}

/**
 * A fault raised by the method, as Odoo 19's JSON-2 reports it: the exception's status (`http_status`) and
 * its qualified name. A deleted record is a 404 MissingError, a user error 422 (a NOT NULL one a
 * ValidationError), an access error 403, a refused key 401; anything else 500 with the traceback in `debug`
 * (a builtin exception named `builtins.ValueError`).
 */
function sendJsonFault(res: ServerResponse, fault: OdooFault): void {
  const lastLine = fault.faultString.trimEnd().split('\n').at(-1) ?? '';
  const [type = 'Exception', ...rest] = lastLine.split(': ');
  const [status, name, message] =
    fault instanceof MissingRecordFault
      ? [404, 'odoo.exceptions.MissingError', fault.faultString]
      : fault.faultCode === 2
        ? [422, fault instanceof NotNullFault ? 'odoo.exceptions.ValidationError' : 'odoo.exceptions.UserError', fault.faultString]
        : fault.faultCode === 3
          ? [401, 'werkzeug.exceptions.Unauthorized', fault.faultString]
          : fault.faultCode === 4
            ? [403, 'odoo.exceptions.AccessError', fault.faultString]
            : [500, type.includes('.') ? type : `builtins.${type}`, rest.join(': ')];
  const debug = fault.faultCode === 1 ? fault.faultString : `Traceback (most recent call last):\n${name}: ${message}\n`;
  sendJson(res, status, { name, message, arguments: [message], context: {}, debug });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
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
