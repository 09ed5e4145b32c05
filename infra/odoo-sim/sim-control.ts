// The simulator's switchboard: injected failures, latency, per-call counters and a call log. Calls are
// named by target: "crm.lead.create" for execute_kw, "common.authenticate" for the common service.
import { z } from 'zod';

export const simFailureSchema = z.discriminatedUnion('type', [
  /** An XML-RPC fault, e.g. {faultCode: 1, faultString: "…could not serialize access…"}. */
  z.object({ type: z.literal('fault'), faultCode: z.number().int(), faultString: z.string() }),
  /** A proxy answer: a non-200 status with an HTML body (502/503/504/429…). */
  z.object({
    type: z.literal('http'),
    status: z.number().int().min(200).max(599),
    body: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  /** The socket is destroyed without an answer (ECONNRESET / "socket hang up" on the client). */
  z.object({ type: z.literal('drop') }),
  /**
   * For `<model>.load`: an ordinary answer reporting row 0 as failed, `{ids: false, messages: [{rows, record: 0,
   * type: 'error', message}], nextrow: 0}`, with nothing written. How Odoo 17's load reports a row that lost a
   * race (message 'could not serialize access due to concurrent update\n'): no fault, no retry by the server.
   */
  z.object({ type: z.literal('load-row-error'), message: z.string().min(1) }),
  /** Not a failure: the call waits this long, then runs and answers as usual (one slow call, unlike a latency setting). */
  z.object({ type: z.literal('slow'), ms: z.number().int().positive() }),
]);
export type SimFailure = z.infer<typeof simFailureSchema>;

export const failureRuleSchema = z.object({
  /** "crm.lead.create", "crm.lead.*", "common.authenticate", or "*" (the default). */
  target: z.string().min(1).optional(),
  /** How many matching calls fail (default 1). */
  times: z.number().int().positive().optional(),
  /** How many matching calls pass first (default 0): e.g. skip a look-up `load` to fail the creating one. */
  skip: z.number().int().min(0).optional(),
  /** Run the call (committing it) first, then fail: "commit then drop", or a fault after commit. Not for load-row-error, which never writes. */
  commit: z.boolean().optional(),
  failure: simFailureSchema,
});
export type FailureRule = z.infer<typeof failureRuleSchema>;

export interface SimCall {
  seq: number;
  target: string;
  /** execute_kw args/kwargs, or the common call's params with the secret masked. */
  args: unknown[];
  kwargs: Record<string, unknown>;
  at: string;
}

interface PendingRule {
  target: string;
  skip: number;
  remaining: number;
  commit: boolean;
  failure: SimFailure;
}

export function targetMatches(pattern: string, target: string): boolean {
  if (pattern === '*' || pattern === target) return true;
  return pattern.endsWith('.*') && target.startsWith(pattern.slice(0, -1));
}

/** What a random busy fault looks like by default: Odoo gave up on a serialization failure. */
export const SERIALIZATION_FAILURE: SimFailure = {
  type: 'fault',
  faultCode: 1,
  faultString:
    'Traceback (most recent call last):\n  File "/usr/lib/python3/dist-packages/odoo/service/model.py", line 133, in retrying\n    result = func()\n' +
    'psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update\n',
};

export class SimSwitchboard {
  private rules: PendingRule[] = [];
  private randomFaults: { target: string; rate: number; failure: SimFailure } | null = null;
  private readonly latency = new Map<string, number>();
  private readonly counters = new Map<string, number>();
  private log: SimCall[] = [];
  private seq = 0;

  constructor(private readonly logSize: number) {}

  addRule(rule: FailureRule): void {
    const parsed = failureRuleSchema.parse(rule);
    this.rules.push({
      target: parsed.target ?? '*',
      skip: parsed.skip ?? 0,
      remaining: parsed.times ?? 1,
      commit: parsed.commit ?? false,
      failure: parsed.failure,
    });
  }

  /** Fail this share (0–1) of the matching calls at random, e.g. 30 % serialization failures; 0 stops it. */
  setFaultRate(rate: number, target = '*', failure: SimFailure = SERIALIZATION_FAILURE): void {
    this.randomFaults = rate > 0 ? { target, rate: Math.min(1, rate), failure: simFailureSchema.parse(failure) } : null;
  }

  /** The first pending rule for `target`, used up by one call; else, maybe, a random fault. */
  takeRule(target: string): PendingRule | undefined {
    const rule = this.rules.find((r) => targetMatches(r.target, target));
    if (!rule) {
      const random = this.randomFaults;
      if (random && targetMatches(random.target, target) && Math.random() < random.rate) {
        return { target, skip: 0, remaining: 0, commit: false, failure: random.failure };
      }
      return undefined;
    }
    if (rule.skip > 0) {
      rule.skip -= 1;
      return undefined;
    }
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return rule;
  }

  clearRules(): void {
    this.rules = [];
    this.randomFaults = null;
  }

  setLatency(ms: number, target = '*'): void {
    if (ms <= 0) this.latency.delete(target);
    else this.latency.set(target, ms);
  }

  /** The most specific latency setting for `target`: exact, then the longest "prefix.*", then "*". */
  latencyFor(target: string): number {
    const exact = this.latency.get(target);
    if (exact !== undefined) return exact;
    let best: { length: number; ms: number } | undefined;
    for (const [pattern, ms] of this.latency) {
      if (pattern !== '*' && targetMatches(pattern, target) && (!best || pattern.length > best.length)) {
        best = { length: pattern.length, ms };
      }
    }
    return best?.ms ?? this.latency.get('*') ?? 0;
  }

  record(target: string, args: unknown[], kwargs: Record<string, unknown>, at: Date): void {
    this.counters.set(target, (this.counters.get(target) ?? 0) + 1);
    this.log.push({ seq: ++this.seq, target, args, kwargs, at: at.toISOString() });
    if (this.log.length > this.logSize) this.log = this.log.slice(-this.logSize);
  }

  count(pattern: string): number {
    let total = 0;
    for (const [target, n] of this.counters) if (targetMatches(pattern, target)) total += n;
    return total;
  }

  countersObject(): Record<string, number> {
    return Object.fromEntries([...this.counters].sort(([a], [b]) => a.localeCompare(b)));
  }

  calls(pattern = '*'): SimCall[] {
    return this.log.filter((call) => targetMatches(pattern, call.target));
  }

  resetCounters(): void {
    this.counters.clear();
    this.log = [];
  }

  describe() {
    return {
      latency: Object.fromEntries(this.latency),
      failures: this.rules.map(({ target, remaining, commit, failure }) => ({ target, remaining, commit, failure })),
      faultRate: this.randomFaults ? { target: this.randomFaults.target, rate: this.randomFaults.rate } : null,
    };
  }

  reset(): void {
    this.clearRules();
    this.latency.clear();
    this.resetCounters();
  }
}
