// `POST /__sim/control`: the control API over HTTP, one JSON command a request (`{"action": …}`), answered
// `{ok: true, state}`, or HTTP 400 `{ok: false, error}` for a command the simulator refuses.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { failureRuleSchema, simFailureSchema } from './sim-control';
import { type SimControl } from './sim-control-api';
import { readBody, sendJson } from './sim-http-replies';
import { type SimStateView } from './sim-state-view';

const controlSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('latency'), ms: z.number().int().min(0), target: z.string().min(1).optional() }),
  failureRuleSchema.extend({ action: z.literal('fail') }),
  z.object({
    action: z.literal('commit-then-drop'),
    target: z.string().min(1).optional(),
    times: z.number().int().positive().optional(),
  }),
  z.object({ action: z.literal('clear-failures') }),
  z.object({
    action: z.literal('fault-rate'),
    rate: z.number().min(0).max(1),
    target: z.string().min(1).optional(),
    failure: simFailureSchema.optional(),
  }),
  z.object({ action: z.literal('create'), model: z.string().min(1), values: z.record(z.string(), z.unknown()) }),
  z.object({
    action: z.literal('write'),
    model: z.string().min(1),
    ids: z.array(z.number().int().positive()).min(1),
    values: z.record(z.string(), z.unknown()),
  }),
  z.object({ action: z.literal('unlink'), model: z.string().min(1), ids: z.array(z.number().int().positive()).min(1) }),
  z.object({ action: z.literal('videocall'), template: z.string().min(1).nullable() }),
  z.object({
    action: z.literal('outage'),
    mode: z.enum(['refuse', 'reset']).default('reset'),
    durationMs: z.number().int().positive().optional(),
  }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('set-api-key'), apiKey: z.string().min(1) }),
  z.object({ action: z.literal('set-groups'), groups: z.array(z.string().min(1)) }),
  z.object({ action: z.literal('set-bot-email'), email: z.string().min(1).nullable() }),
  z.object({ action: z.literal('reset-login-failures') }),
  z.object({ action: z.literal('reset-counters') }),
  z.object({ action: z.literal('reset') }),
]);

type ControlCommand = z.infer<typeof controlSchema>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function handleControl(req: IncomingMessage, res: ServerResponse, control: SimControl, state: SimStateView): Promise<void> {
  let command: ControlCommand;
  try {
    command = controlSchema.parse(JSON.parse(await readBody(req)));
  } catch (error) {
    return sendJson(res, 400, { ok: false, error: errorText(error) });
  }
  if (command.action === 'outage' && command.mode === 'refuse' && command.durationMs === undefined) {
    return sendJson(res, 400, { ok: false, error: 'a "refuse" outage over HTTP needs durationMs: nothing could end it' });
  }
  if (command.action === 'outage') {
    // Answer first: a "refuse" outage closes this very connection.
    const { mode, durationMs } = command;
    res.on('finish', () => void control.outage(mode, { durationMs }));
    return sendJson(res, 200, { ok: true });
  }
  let created: unknown;
  try {
    created = await applyControl(command, control, state);
  } catch (error) {
    // An unknown group, or a staff write Odoo refuses (the OdooFault's text).
    return sendJson(res, 400, { ok: false, error: errorText(error) });
  }
  // A create answers the new record's id.
  return sendJson(res, 200, { ok: true, ...(typeof created === 'number' ? { id: created } : {}), state: state.snapshot() });
}

async function applyControl(
  command: Exclude<ControlCommand, { action: 'outage' }>,
  control: SimControl,
  state: SimStateView,
): Promise<unknown> {
  switch (command.action) {
    case 'latency':
      return control.setLatency(command.ms, command.target);
    case 'fail': {
      const { action: _action, ...rule } = command;
      return control.failNext(rule);
    }
    case 'commit-then-drop':
      return control.commitThenDrop(command.target, command.times);
    case 'clear-failures':
      return control.clearFailures();
    case 'fault-rate':
      return control.setFaultRate(command.rate, command.target, command.failure);
    case 'create':
      return control.create(command.model, command.values);
    case 'write':
      return control.write(command.model, command.ids, command.values);
    case 'unlink':
      return control.unlink(command.model, command.ids);
    case 'videocall':
      return control.setVideocall(command.template);
    case 'resume':
      return control.resume();
    case 'set-api-key':
      return control.setApiKey(command.apiKey);
    case 'set-groups':
      return control.setBotGroups(command.groups);
    case 'set-bot-email':
      return control.setBotEmail(command.email);
    case 'reset-login-failures':
      return control.resetLoginFailures();
    case 'reset-counters':
      return state.resetCounters();
    case 'reset':
      return control.reset();
  }
}
