// The one way a test waits for something to happen: vitest's vi.waitFor, polling `probe` until it
// gives a value. Only for vitest test files (it imports vitest).
import { vi } from 'vitest';

type Found<T> = Exclude<T, undefined | null | false>;

/**
 * Polls `probe` until it returns something other than undefined, null or false, and returns that. A
 * probe that throws is tried again; on timeout the error names `what` (or is the probe's last error).
 */
export function until<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 30_000, intervalMs = 100): Promise<Found<T>> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined || value === null || value === false) throw new Error(`timed out waiting for ${what}`);
      return value as Found<T>;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
}
