// Compiles each Node service into one JavaScript file for the image, so production runs plain
// `node dist/<service>.mjs` with no TypeScript loader. Our workspaces (@site/*) are bundled in; every
// npm package stays external and is loaded from node_modules as installed, because some cannot be
// bundled (better-sqlite3's native addon, the queue board's static UI files) and keeping all of them
// external means one rule and bundles that match what the tests ran.
//   node --import tsx infra/docker/build-services.ts [outdir]   (default: dist/ at the repository root)
import { build, type Plugin } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Service name → entry, relative to the repository root. */
export const SERVICE_ENTRIES = {
  leads: 'services/leads/src/server.ts',
  'odoo-sync': 'services/odoo-sync/src/worker.ts',
  gateway: 'gateway/src/server.ts',
  'odoo-sim': 'infra/odoo-sim/main.ts',
  'mail-catcher': 'infra/mail-catcher/main.ts',
} as const;

/** Every bundle: the services, the containers' healthcheck, the staff-account and audit-check commands. */
const ENTRIES = {
  ...SERVICE_ENTRIES,
  healthcheck: 'infra/docker/healthcheck.ts',
  staff: 'services/leads/src/staff-cli.ts',
  audit: 'services/leads/src/audit-cli.ts',
} as const;

export type BundleName = keyof typeof ENTRIES;

export const DEFAULT_OUTDIR = join(REPO_ROOT, 'dist');

/** Bare imports other than our own workspaces stay imports of node_modules. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@site/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServices(outdir = DEFAULT_OUTDIR): Promise<Record<BundleName, string>> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The image runs Node 24; `make run` and the tests run Node 20, so the output suits both.
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  return Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, join(outdir, `${name}.mjs`)])) as Record<BundleName, string>;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildServices(process.argv[2] ? resolve(process.argv[2]) : undefined);
  for (const [name, file] of Object.entries(out)) console.log(`${name.padEnd(9)} ${file}`);
}
