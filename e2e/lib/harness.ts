// A small sequential test runner for the browser suite: named steps, timings, a closing
// "N passed, M failed" line and a non-zero exit on failure.

export interface TestCase {
  name: string;
  fn: () => Promise<void>;
}

const cases: TestCase[] = [];

export function test(name: string, fn: () => Promise<void>) {
  cases.push({ name, fn });
}

export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function expectEqual<T>(actual: T, expected: T, message: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new AssertionError(`${message}\n      expected: ${e}\n      actual:   ${a}`);
}

export async function runAll(filter?: string): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  const selected = filter ? cases.filter((c) => c.name.toLowerCase().includes(filter.toLowerCase())) : cases;
  for (const c of selected) {
    const started = Date.now();
    try {
      await c.fn();
      passed++;
      console.log(`  ✓ ${c.name} (${Date.now() - started} ms)`);
    } catch (err) {
      failed++;
      console.log(`  ✗ ${c.name} (${Date.now() - started} ms)`);
      console.log(`      ${String(err instanceof Error ? (err.stack ?? err.message) : err).split('\n').slice(0, 8).join('\n      ')}`);
    }
  }
  return { passed, failed };
}
