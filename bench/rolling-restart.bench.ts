// The scale-out test (infra/dev-stack/test/scale-out.test.ts) at the full length: two of each
// behind the balancer, and a rolling restart under 8 contacts a second for 60 s (make test runs 20 s).
// It prints what each restart took and fails when the test does. Run: make bench (or node --import tsx
// bench/rolling-restart.bench.ts); ROLLING_SECONDS sets the load's length.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@site/dev-stack/stack';

const seconds = process.env.ROLLING_SECONDS ?? '60';
const vitest = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=verbose', 'infra/dev-stack/test/scale-out.test.ts'],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, SCALE_OUT_LOAD_SECONDS: seconds } },
);
process.exitCode = vitest.status ?? 1;
