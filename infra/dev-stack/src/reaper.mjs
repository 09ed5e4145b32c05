// The reaper: one per process that starts children (a test file, the e2e runner, `make run`). Its
// parent writes each child's pid on its stdin ("+pid" when started, "-pid" when it has exited). When
// that stdin ends, the parent is gone, however it died (SIGKILL included, when no exit handler runs),
// and the reaper stops every child still registered: SIGTERM to its process group, SIGKILL after
// a grace period. Plain JavaScript, so it starts in milliseconds without a TypeScript loader.
import { createInterface } from 'node:readline';

const GRACE_MS = Number(process.argv[2] ?? 5000);
const children = new Set();

const alive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pid, sig) => {
  try {
    process.kill(-pid, sig);
  } catch {
    // already gone
  }
};

// The parent's own Ctrl-C reaches its process group; the reaper is in a group of its own and waits for
// the parent to stop its children in order. It acts only when its stdin ends.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => undefined);

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) return;
    if (line[0] === '+') children.add(pid);
    else children.delete(pid);
  })
  .on('close', async () => {
    const left = [...children].filter(alive);
    for (const pid of left) signal(pid, 'SIGTERM');
    const deadline = Date.now() + GRACE_MS;
    while (left.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const pid of left.filter(alive)) signal(pid, 'SIGKILL');
    process.exit(0);
  });
