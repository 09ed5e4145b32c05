// One call of either protocol through the switchboard: logged, delayed by its latency, failed on request
// (before it runs, or after it commits), run, and answered in its protocol's shape.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Json2Refusal, OdooFault } from './odoo-faults';
import { type SimFailure, type SimSwitchboard } from './sim-control';
import { sendAnswer, sendProxyError, sendWireFault, type Wire } from './sim-http-replies';
import { type SimListener } from './sim-listener';

export interface CallRunnerDeps {
  switchboard: SimSwitchboard;
  /** Waits out latency and slow calls; a wait that close() cuts short abandons the call. */
  listener: Pick<SimListener, 'pause'>;
  now: () => Date;
}

export interface SimCallRequest {
  /** "crm.lead.create", "common.authenticate", … */
  target: string;
  /** What the call log keeps (secrets masked). */
  args: unknown[];
  kwargs: Record<string, unknown>;
  /** Runs the call on the ORM; an OdooFault it throws is the call's fault. */
  run: () => unknown;
  wire: Wire;
}

export async function runCall(deps: CallRunnerDeps, req: IncomingMessage, res: ServerResponse, call: SimCallRequest): Promise<void> {
  const { switchboard, listener } = deps;
  switchboard.record(call.target, call.args, call.kwargs, deps.now());
  const latency = switchboard.latencyFor(call.target);
  if (latency > 0 && !(await listener.pause(latency))) return;

  let rule = switchboard.takeRule(call.target);
  if (rule?.failure.type === 'slow') {
    if (!(await listener.pause(rule.failure.ms))) return;
    rule = undefined;
  }
  if (rule && (!rule.commit || rule.failure.type === 'load-row-error')) return fail(req, res, rule.failure, call.wire);

  let outcome: { value: unknown } | { fault: OdooFault | Json2Refusal };
  try {
    outcome = { value: call.run() };
  } catch (error) {
    if (!(error instanceof OdooFault) && !(error instanceof Json2Refusal)) throw error;
    outcome = { fault: error };
  }
  if (rule) return fail(req, res, rule.failure, call.wire);
  if ('fault' in outcome) return sendWireFault(res, call.wire, outcome.fault);
  sendAnswer(res, call.wire, outcome.value);
}

function fail(req: IncomingMessage, res: ServerResponse, failure: SimFailure, wire: Wire): void {
  switch (failure.type) {
    case 'load-row-error':
      return sendAnswer(res, wire, {
        ids: false,
        messages: [{ rows: { from: 0, to: 0 }, record: 0, type: 'error', message: failure.message }],
        nextrow: 0,
      });
    case 'drop':
      req.socket.destroy();
      return;
    case 'slow':
      return;
    case 'fault':
      return sendWireFault(res, wire, new OdooFault(failure.faultCode, failure.faultString));
    case 'http':
      return sendProxyError(res, failure);
  }
}
