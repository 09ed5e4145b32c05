// Vitest `globalSetup` of the node project: the services the integration tests start run as the
// image runs them, the bundles of build-services.ts with plain node, built once per run (under a
// second) into a directory of this run. Each start then skips the TypeScript loader: about 40 % less
// CPU per stack, which the tests' many stacks add up to. Source maps keep stack traces on the sources.
// startStack reads the directory from STACK_COMPILED_DIR, which the test workers inherit.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServices, REPO_ROOT } from './build-services';

export default async function setup() {
  // Inside the repository, so the bundles' npm imports resolve from its node_modules.
  const parent = join(REPO_ROOT, 'node_modules/.cache/test-bundles');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'run-'));
  await buildServices(dir);
  process.env.STACK_COMPILED_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
