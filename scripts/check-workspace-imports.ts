// The workspaces' own imports (@site/*), which knip does not judge: npm links every workspace at the
// root, so any of them resolves from anywhere. Refused here:
//   - an import of a workspace the importing package does not declare (tests included);
//   - an import of a path the imported workspace does not export (its package.json "exports" is its
//     public surface; tsc, tsx, Vite and esbuild refuse the same, this names the file and the line);
//   - a production file (services/*/src, gateway/src, frontend/src; tests aside) importing a dev tool
//     (infra/*, e2e, bench), which would ship the tool with the deployable;
//   - a relative import that leaves its workspace, which would walk around both rules above;
//   - an import circle among production files, type-only imports and the generated route tree included
//     (a circle hides which module is the base; shared types belong in a file that imports none of them).
// Folders without a package.json (infra/docker, infra/monitoring, scripts) belong to the root package.
//   node --import tsx scripts/check-workspace-imports.ts [root]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PACKAGE = /^(@site\/[a-z0-9-]+)(\/.*)?$/;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const TEST_FOLDERS = new Set(['test', 'tests', 'testing', 'fixtures']);

/** Workspaces that hold tools for development, tests and benchmarks, never shipped. */
const isDevTool = (ws: string) => ws.startsWith('infra/') || ws === 'e2e' || ws === 'bench';

/** Folders of the deployables' own code, relative to the root. */
const PRODUCTION = [/^services\/[^/]+\/src\//, /^gateway\/src\//, /^frontend\/src\//];

function isProduction(path: string): boolean {
  if (!PRODUCTION.some((p) => p.test(path)) || TEST_FILE.test(path)) return false;
  return !path.split('/').some((segment) => TEST_FOLDERS.has(segment));
}

/** The file an import names: the path as given, or with a source extension, or its folder's index. */
function resolveFile(path: string): string | undefined {
  const candidates = [
    path,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((e) => path + e),
    join(path, 'index.ts'),
    join(path, 'index.tsx'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Every set of files that import each other round (Tarjan's strongly connected components of size > 1). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The line of a match, for the message. */
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every problem with the workspace imports under `root`, one sentence each. */
type Manifest = { name: string; workspaces?: string[]; exports?: object; dependencies?: object; devDependencies?: object };
type Workspace = { ws: string; dir: string; pkg: Manifest; exports: Set<string> };

export function checkWorkspaceImports(root: string): string[] {
  const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  const workspaces: Workspace[] = ['.', ...(read(root).workspaces ?? [])].map((ws) => {
    const pkg = read(join(root, ws));
    return { ws, dir: resolve(root, ws), pkg, exports: new Set(Object.keys(pkg.exports ?? {})) };
  });
  const byName = new Map(workspaces.map((w) => [w.pkg.name, w]));
  const nested = (full: string, top: string) => workspaces.some((w) => w.ws !== '.' && w.dir === full && full !== top);

  /** The source files of a workspace, leaving out other workspaces inside it and generated folders. */
  const sources = (dir: string, top: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (['node_modules', 'dist', 'data'].includes(name) || name.startsWith('.')) return [];
      if (statSync(full).isDirectory()) return nested(full, top) ? [] : sources(full, top);
      return SOURCE.test(name) ? [full] : [];
    });

  /** The workspace whose folder holds a path (the innermost one). */
  const ownerOf = (full: string) =>
    workspaces.filter((w) => full === w.dir || full.startsWith(w.dir + sep)).sort((a, b) => b.dir.length - a.dir.length)[0];

  const problems: string[] = [];
  /** Production file → the production files it imports, for the circle check. */
  const edges = new Map<string, Set<string>>();
  const edge = (from: string, to: string | undefined) => {
    if (!to) return;
    const target = relative(root, to).split(sep).join('/');
    if (isProduction(from) && isProduction(target)) edges.set(from, (edges.get(from) ?? new Set()).add(target));
  };
  for (const w of workspaces) {
    const declared = new Set([w.pkg.name, ...Object.keys({ ...w.pkg.dependencies, ...w.pkg.devDependencies })]);
    const manifest = relative(root, join(w.dir, 'package.json'));
    for (const file of sources(w.dir, w.dir)) {
      const path = relative(root, file).split(sep).join('/');
      const text = readFileSync(file, 'utf8');
      // TypeScript's own scan: static, dynamic and re-export imports, none inside strings or comments.
      for (const { fileName: spec, pos } of ts.preProcessFile(text, true, true).importedFiles) {
        const at = `${path}:${lineOf(text, pos)}`;
        if (spec.startsWith('./') || spec.startsWith('../')) {
          if (ownerOf(resolve(dirname(file), spec)) !== w)
            problems.push(`${at} reaches out of its workspace with ${spec}; import the other package by name`);
          edge(path, resolveFile(resolve(dirname(file), spec)));
          continue;
        }
        const m = PACKAGE.exec(spec);
        if (!m) continue;
        const name = m[1]!;
        const subpath = m[2];
        const target = byName.get(name);
        if (!declared.has(name)) problems.push(`${at} imports ${name}, which ${manifest} does not declare`);
        if (!target) {
          problems.push(`${at} imports ${name}, which is no workspace of this repository`);
          continue;
        }
        const entry = subpath ? `.${subpath}` : '.';
        if (!target.exports.has(entry))
          problems.push(`${at} imports ${name}${subpath ?? ''}, which ${target.ws}/package.json does not export`);
        const exported = (target.pkg.exports as Record<string, unknown> | undefined)?.[entry];
        if (typeof exported === 'string') edge(path, resolveFile(resolve(target.dir, exported)));
        if (isProduction(path) && isDevTool(target.ws))
          problems.push(`${at} is production code and imports the dev tool ${name} (${target.ws})`);
      }
    }
  }
  for (const circle of circles(edges)) {
    problems.push(
      `import circle in production code: ${circle.join(', ')} import each other; move what they share into a file that imports none of them`,
    );
  }
  return [...new Set(problems)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  if (!existsSync(join(root, 'package.json'))) throw new Error(`no package.json in ${root}`);
  const problems = checkWorkspaceImports(root);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('workspace imports: declared, exported, relative ones inside their workspace, no dev tool in production code, no circle');
}
