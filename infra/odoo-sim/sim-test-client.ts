// A bare XML-RPC caller for the simulator's own tests: the npm `xmlrpc` client, promisified, no retries,
// no sanitising, so the tests see exactly what a careless client would.
import xmlrpc from 'xmlrpc';
import { startOdooSim, type OdooSim, type OdooSimOptions } from './odoo-sim';

export interface RpcFault {
  faultCode: number;
  faultString: string;
}

export function call(url: string, path: string, method: string, params: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    xmlrpc.createClient({ url: `${url}${path}` }).methodCall(method, params, (error, value) => {
      if (error) reject(error);
      else resolve(value);
    });
  });
}

export function simClient(sim: OdooSim) {
  const common = (method: string, ...params: unknown[]) => call(sim.url, '/xmlrpc/2/common', method, params);
  const object = (method: string, ...params: unknown[]) => call(sim.url, '/xmlrpc/2/object', method, params);
  const executeKw = (model: string, method: string, args: unknown[], kwargs: Record<string, unknown> = {}) =>
    object('execute_kw', sim.db, sim.uid, sim.apiKey, model, method, args, kwargs);
  return { common, object, executeKw };
}

/** A JSON-2 caller (a simulator presenting Odoo 19): the status and the parsed body of each answer. */
export function json2Client(sim: OdooSim) {
  return async (model: string, method: string, body: unknown, key = sim.apiKey) => {
    const response = await fetch(`${sim.url}/json/2/${model}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `bearer ${key}`, 'X-Odoo-Database': sim.db },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // HTML error pages stay text.
    }
    return { status: response.status, body: json as Record<string, unknown> & unknown[] };
  };
}

/**
 * Runs `test` against a private simulator whose clock starts at `start` (ISO) and moves only by `advance`
 * (for write_date, cooldowns), and closes the simulator afterwards.
 */
export async function withClockedSim(
  start: string,
  test: (sim: OdooSim, rpc: ReturnType<typeof simClient>, advance: (ms: number) => void) => Promise<void>,
  options: OdooSimOptions = {},
): Promise<void> {
  let now = Date.parse(start);
  const sim = await startOdooSim({ apiKey: 'k', ...options, now: () => new Date(now) });
  try {
    await test(sim, simClient(sim), (ms) => {
      now += ms;
    });
  } finally {
    await sim.close();
  }
}

/** The fault a call ends with; fails the test when the call succeeds or breaks otherwise. */
export async function faultOf(promise: Promise<unknown>): Promise<RpcFault & { lastLine: string }> {
  try {
    const value = await promise;
    throw new Error(`expected a fault, got ${JSON.stringify(value)}`);
  } catch (error) {
    const { faultCode, faultString } = error as Partial<RpcFault>;
    if (faultCode === undefined || faultString === undefined) throw error;
    const lines = faultString.trimEnd().split('\n');
    return { faultCode, faultString, lastLine: lines.at(-1) ?? '' };
  }
}
