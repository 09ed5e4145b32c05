// The simulator's HTTP routes: XML-RPC (`/xmlrpc/2/common`, `/xmlrpc/2/object`), as 19 JSON-2
// (`POST /json/2/<model>/<method>`) and `/web/version`, and its own `/__sim/*` (state, records, control).
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type OdooFault } from './odoo-faults';
import { runCall } from './sim-call-runner';
import { type SimSwitchboard } from './sim-control';
import { type SimControl } from './sim-control-api';
import { handleControl } from './sim-control-http';
import { readBody, sendFault, sendHtml, sendJson } from './sim-http-replies';
import { type SimListener } from './sim-listener';
import { type ModelDef } from './sim-models';
import { type OdooSeries, speaksJson2, type VersionInfo } from './sim-series';
import { type OdooServices } from './sim-services';
import { type SimStateView } from './sim-state-view';
import { parseMethodCall } from './xmlrpc-codec';

/** Everything a request may reach. */
export interface SimRoutes {
  services: OdooServices;
  switchboard: SimSwitchboard;
  listener: SimListener;
  models: Map<string, ModelDef>;
  series: OdooSeries;
  version: VersionInfo;
  now: () => Date;
  control: SimControl;
  state: SimStateView;
}

export async function handleRequest(sim: SimRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://sim').pathname;
  if (path.startsWith('/__sim/')) return handleSim(sim, req, res, path);
  const json2Paths = speaksJson2(sim.series);
  if (json2Paths && (path === '/web/version' || path === '/json/version') && sim.listener.outage !== 'reset') {
    return sendJson(res, 200, { version_info: sim.version.server_version_info, version: sim.version.server_version });
  }
  const json2 = json2Paths ? /^\/json\/2\/([\w.]+)\/(\w+)$/.exec(path) : null;
  const service = path === '/xmlrpc/2/common' ? 'common' : path === '/xmlrpc/2/object' ? 'object' : json2 ? 'json2' : null;
  if (!service) return sendHtml(res, 404, 'Not Found', 'The requested URL was not found on the server.');
  if (req.method !== 'POST') return sendHtml(res, 405, 'Method Not Allowed', 'The method is not allowed for the requested URL.');

  const body = await readBody(req);
  if (sim.listener.outage === 'reset') {
    req.socket.destroy();
    return;
  }
  if (service === 'json2') {
    const [, model = '', method = ''] = json2 ?? [];
    return handleJson2(sim, req, res, { model, method, body });
  }
  return handleXmlRpc(sim, req, res, { service, body, source: req.socket.remoteAddress ?? 'unknown' });
}

/** A JSON-2 call: named arguments in a JSON object (`ids` for record methods), the key as a bearer token. */
async function handleJson2(
  sim: SimRoutes,
  req: IncomingMessage,
  res: ServerResponse,
  call: { model: string; method: string; body: string },
): Promise<void> {
  const { model, method, body } = call;
  let parsed: unknown;
  try {
    parsed = body === '' ? {} : JSON.parse(body);
  } catch (error) {
    const message = `could not parse the body as json: ${(error as Error).message}`;
    return sendJson(res, 400, { name: 'werkzeug.exceptions.BadRequest', message, arguments: [message, 400], context: {}, debug: '' });
  }
  // Odoo merges a JSON object into the call's parameters; anything else (a positional list) adds none.
  const named = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const { ids, ...kwargs } = named;
  const bearer = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? null;
  const dbHeader = req.headers['x-odoo-database'];
  const auth = { bearer, db: typeof dbHeader === 'string' ? dbHeader : null };
  const run = () => sim.services.json2(model, method, named, auth);
  return runCall(sim, req, res, { target: `${model}.${method}`, args: ids === undefined ? [] : [ids], kwargs, run, wire: 'json' });
}

/** An XML-RPC call to the `common` or `object` service. */
async function handleXmlRpc(
  sim: SimRoutes,
  req: IncomingMessage,
  res: ServerResponse,
  call: { service: 'common' | 'object'; body: string; source: string },
): Promise<void> {
  const { service, body, source } = call;
  let parsed: { method: string; params: unknown[] };
  try {
    parsed = await parseMethodCall(body);
  } catch (error) {
    sim.switchboard.record(`${service}.<unparsable>`, [], {}, sim.now());
    return sendFault(res, error as OdooFault);
  }
  const { method, params } = parsed;
  const { target, args, kwargs } = describeCall(service, method, params);
  const run = () => (service === 'common' ? sim.services.common(method, params, source) : sim.services.object(method, params, source));
  return runCall(sim, req, res, { target, args, kwargs, run, wire: 'xml' });
}

/** The call's target name and a loggable copy of its arguments (the secret never lands in the log). */
function describeCall(service: 'common' | 'object', method: string, params: unknown[]) {
  if (service === 'common') {
    const masked = method === 'authenticate' || method === 'login' ? params.map((p, i) => (i === 2 ? '***' : p)) : params;
    return { target: `common.${method}`, args: masked, kwargs: {} };
  }
  const [, , , model, name, args, kwargs] = params;
  if ((method === 'execute_kw' || method === 'execute') && typeof model === 'string' && typeof name === 'string') {
    const positional = method === 'execute' ? params.slice(5) : Array.isArray(args) ? args : [];
    const keywords =
      method === 'execute_kw' && kwargs && typeof kwargs === 'object' && !Array.isArray(kwargs) ? (kwargs as Record<string, unknown>) : {};
    return { target: `${model}.${name}`, args: positional, kwargs: keywords };
  }
  return { target: `object.${method}`, args: [], kwargs: {} };
}

/** The simulator's own endpoints: its state, the raw records of a model, and the control API. */
async function handleSim(sim: SimRoutes, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/__sim/state' && req.method === 'GET') return sendJson(res, 200, sim.state.snapshot());
  if (path === '/__sim/records' && req.method === 'GET') {
    const model = new URL(req.url ?? '/', 'http://sim').searchParams.get('model') ?? '';
    if (!sim.models.has(model)) return sendJson(res, 404, { ok: false, error: `unknown model ${model}` });
    return sendJson(res, 200, sim.state.records(model));
  }
  if (path === '/__sim/control' && req.method === 'POST') return handleControl(req, res, sim.control, sim.state);
  return sendJson(res, 404, { ok: false, error: 'unknown simulator endpoint' });
}
