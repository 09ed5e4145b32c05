// XML-RPC encoding with the npm `xmlrpc` package's own Serializer/Deserializer (the same code the worker's
// client uses), wrapped so the simulator owns the HTTP layer: path dispatch, status codes, dropped sockets.
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { pythonFault, type OdooFault } from './odoo-faults';

interface SerializerModule {
  serializeMethodResponse(value: unknown): string;
  serializeFault(fault: { faultCode: number; faultString: string }): string;
}
interface DeserializerInstance {
  deserializeMethodCall(
    stream: NodeJS.ReadableStream,
    callback: (error: Error | null | undefined, method?: string, params?: unknown[]) => void,
  ): void;
}

// The package's typings only describe its client/server; these internals are plain CommonJS modules.
const require = createRequire(import.meta.url);
const Serializer = require('xmlrpc/lib/serializer') as SerializerModule;
const Deserializer = require('xmlrpc/lib/deserializer') as new (encoding?: string) => DeserializerInstance;

export interface MethodCall {
  method: string;
  params: unknown[];
}

/**
 * Parses a request body. Characters XML 1.0 forbids make Python's expat fail with "not well-formed",
 * which Odoo returns as fault 1; the npm parser is laxer, so check first.
 */
export async function parseMethodCall(body: string): Promise<MethodCall> {
  const illegal = findIllegalCharacter(body);
  if (illegal) throw expatError(illegal.message, body, illegal.index);
  return new Promise<MethodCall>((resolve, reject) => {
    let settled = false;
    const stream = new PassThrough();
    new Deserializer('utf8').deserializeMethodCall(stream, (error, method, params) => {
      if (settled) return;
      settled = true;
      if (error || !method) reject(expatError('syntax error', body, 0));
      else resolve({ method, params: params ?? [] });
    });
    stream.end(body);
  });
}

export function serializeResponse(value: unknown): string {
  return Serializer.serializeMethodResponse(value);
}

export function serializeFault(fault: OdooFault): string {
  return Serializer.serializeFault({ faultCode: fault.faultCode, faultString: fault.faultString });
}

function findIllegalCharacter(body: string): { index: number; message: string } | null {
  const raw = firstIllegalCodeUnit(body);
  const reference = /&#(?:x0*([0-8bcef]|1[0-9a-f])|0*([0-8]|1[124-9]|2[0-9]|3[01]));/i.exec(body);
  const candidates = [
    raw >= 0 ? { index: raw, message: 'not well-formed (invalid token)' } : null,
    reference && { index: reference.index, message: 'reference to invalid character number' },
  ].filter((c): c is { index: number; message: string } => c !== null);
  return candidates.sort((a, b) => a.index - b.index)[0] ?? null;
}

/** Index of the first code unit XML 1.0 forbids (C0 controls except TAB/LF/CR, U+FFFE, U+FFFF), or -1. */
export function firstIllegalCodeUnit(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff) return i;
  }
  return -1;
}

function expatError(message: string, body: string, index: number): OdooFault {
  const before = body.slice(0, index);
  const line = before.split('\n').length;
  const column = index - (before.lastIndexOf('\n') + 1);
  return pythonFault('xml.parsers.expat.ExpatError', `${message}: line ${line}, column ${column}`, 'parse');
}
