// The dev stack's own waits (a child process ready, gone, or replaced). Test files wait with until.ts
// (vitest's waitFor) instead; this one imports no test runner.

/** Polls `check` every `intervalMs` until it holds; the time that took (ms), or throws after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs: number,
  intervalMs = 50,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return Date.now() - started;
}
