// Nothing a test starts outlives it: when the process that started Redis and a service is killed
// outright (SIGKILL: no exit handler runs), its reaper stops them both.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';

const parentScript = fileURLToPath(new URL('./fixtures/starts-children.ts', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('when the process that started Redis and a service is SIGKILLed, then both stop within seconds', async () => {
  const parent = spawn(process.execPath, ['--import', 'tsx', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [line] = (await once(createInterface({ input: parent.stdout! }), 'line')) as [string];
    const { pids } = JSON.parse(line) as { pids: number[] };
    expect(pids).toHaveLength(2);
    expect(pids.every(alive)).toBe(true);
    parent.kill('SIGKILL');
    await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 15_000, interval: 100 });
  } finally {
    parent.kill('SIGKILL');
  }
}, 30_000);
