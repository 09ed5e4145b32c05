// Each package declares the workspace packages (@site/*) it imports, tests included. knip checks the
// npm packages; it lets one workspace import another undeclared, because npm links every workspace at
// the root. Folders without a package.json (infra/docker, infra/monitoring) belong to the root package.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = ['.', ...rootPackage.workspaces];
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](@site\/[a-z0-9-]+)/g;

/** The source files of a workspace, leaving out other workspaces inside it and generated folders. */
function sources(dir, top = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (['node_modules', 'dist', 'data'].includes(name) || name.startsWith('.')) return [];
    if (statSync(full).isDirectory())
      return workspaces.some((w) => w !== '.' && join(root, w) === full && full !== top) ? [] : sources(full, top);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [full] : [];
  });
}

const problems = [];
for (const ws of workspaces) {
  const dir = join(root, ws);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })]);
  for (const file of sources(dir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!declared.has(name))
        problems.push(
          `${relative(root, file)} imports ${name}, which ${relative(root, join(dir, 'package.json')) || 'package.json'} does not declare`,
        );
    }
  }
}
if (problems.length) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(1);
}
console.log(`workspace imports: every @site package a workspace imports is declared (${workspaces.length} packages)`);
