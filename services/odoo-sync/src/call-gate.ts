// How calls reach Odoo: at most `maxInFlight` at once and `perSecond` started per second (Odoo is a shared
// ERP, not ours to flood; with `shared`, per second across every worker), and a call that meets a busy fault (serialization failure, deadlock, full pool)
// is tried again after a short capped jitter instead of failing the job into its long back-off. A busy
// fault means Odoo rolled the call back, so sending it again is safe. Outages are not retried here.
import { isBusyFault } from './odoo-errors';

export interface CallGateOptions {
  maxInFlight: number;
  perSecond: number;
  /** Tries for a call that meets busy faults (1 = no in-process retry). */
  busyTries: number;
  /** The jitter window of the first retry; it doubles per retry up to busyMaxDelayMs. */
  busyMinDelayMs: number;
  busyMaxDelayMs: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Waits for the budget every worker shares (shared-state.ts: `perSecond` across all of them); this
   * gate's own pacing still spreads its calls over the second.
   */
  shared?: () => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class CallGate {
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];
  private nextStart = 0;
  /** Busy faults met and retried in-process, for logs and benchmarks. */
  busyRetries = 0;

  constructor(private readonly opts: CallGateOptions) {}

  /** True when a call would start at once: a slot is free and nobody waits for one. */
  get idle(): boolean {
    return this.inFlight < this.opts.maxInFlight && this.waiting.length === 0;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(call);
      } catch (error) {
        if (!isBusyFault(error) || attempt >= this.opts.busyTries) throw error;
        this.busyRetries++;
        await (this.opts.sleep ?? defaultSleep)(this.busyDelay(attempt));
      }
    }
  }

  /** Full jitter between the minimum and a window that doubles per attempt, capped. */
  busyDelay(attempt: number): number {
    const { busyMinDelayMs: min, busyMaxDelayMs: max } = this.opts;
    const window = Math.min(max, min * 2 ** attempt);
    return Math.round(min + (this.opts.random ?? Math.random)() * (window - min));
  }

  private async once<T>(call: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.opts.maxInFlight) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inFlight++;
    try {
      const now = Date.now();
      const start = Math.max(now, this.nextStart);
      this.nextStart = start + 1000 / this.opts.perSecond;
      if (start > now) await (this.opts.sleep ?? defaultSleep)(start - now);
      await this.opts.shared?.();
      return await call();
    } finally {
      // Hand the slot straight to the next waiter (inFlight stays), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight--;
    }
  }
}
