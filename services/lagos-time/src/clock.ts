// "Now" for every rule that depends on the date or time (booking windows, link expiry, sessions,
// retention, "this week"). Processes build one clock at start and pass it in, so a test can run a
// rule at any instant it names instead of at whatever hour the suite happens to run.

export type Clock = { now(): Date };

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `at`, stands still until set or advanced. */
export function manualClock(at: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`manualClock: not an instant: ${String(at)}`);
  return {
    now: () => new Date(ms),
    set: (next) => void (ms = new Date(next).getTime()),
    advance: (by) => void (ms += by),
  };
}
