// The workspace-import check, on a small repository made for each case and on this one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWorkspaceImports } from './check-workspace-imports';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository of the given files (path → text; objects are written as JSON). */
function repo(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-imports-'));
  made.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

/** A shop service, a dev tool and a pricing package, with what each declares and exports. */
const base = {
  'package.json': { name: 'fixture', private: true, workspaces: ['services/shop', 'services/pricing', 'infra/tool'] },
  'services/shop/package.json': {
    name: '@site/shop',
    exports: { './api': './src/api.ts' },
    dependencies: { '@site/pricing': '*' },
    devDependencies: { '@site/tool': '*' },
  },
  'services/shop/src/api.ts': "import { price } from '@site/pricing/price';\nexport const api = price;\n",
  'services/pricing/package.json': { name: '@site/pricing', exports: { './price': './src/price.ts' } },
  'services/pricing/src/price.ts': 'export const price = 1;\n',
  'services/pricing/src/internal.ts': 'export const secret = 2;\n',
  'infra/tool/package.json': { name: '@site/tool', exports: { './helper': './helper.ts' }, dependencies: { '@site/shop': '*' } },
  'infra/tool/helper.ts': "import { api } from '@site/shop/api';\nexport const helper = api;\n",
};

describe('the workspace-import check', () => {
  it('when every import is declared, exported and points the right way, then it finds nothing', () => {
    expect(checkWorkspaceImports(repo(base))).toEqual([]);
  });

  it('when production code imports a dev tool, then it names the file and line; a test may', () => {
    const root = repo({
      ...base,
      'services/shop/src/api.ts':
        "import { price } from '@site/pricing/price';\nimport { helper } from '@site/tool/helper';\nexport const api = [price, helper];\n",
      'services/shop/src/api.test.ts': "import { helper } from '@site/tool/helper';\nexport const t = helper;\n",
      'services/shop/src/testing/fixture.ts': "import { type helper } from '@site/tool/helper';\nexport type T = typeof helper;\n",
    });
    expect(checkWorkspaceImports(root)).toEqual([
      'services/shop/src/api.ts:2 is production code and imports the dev tool @site/tool (infra/tool)',
    ]);
  });

  it('when an import names a path its package does not export, then it is refused', () => {
    const root = repo({
      ...base,
      'services/shop/src/api.ts': "import { secret } from '@site/pricing/src/internal';\nexport const api = secret;\n",
    });
    expect(checkWorkspaceImports(root)).toEqual([
      'services/shop/src/api.ts:1 imports @site/pricing/src/internal, which services/pricing/package.json does not export',
    ]);
  });

  it('when a workspace imports a package it does not declare, then it is refused', () => {
    const root = repo({ ...base, 'infra/tool/helper.ts': "import { price } from '@site/pricing/price';\nexport const helper = price;\n" });
    expect(checkWorkspaceImports(root)).toEqual([
      'infra/tool/helper.ts:1 imports @site/pricing, which infra/tool/package.json does not declare',
    ]);
  });

  it('when a relative import leaves its workspace, then it is refused; text that only looks like an import is not', () => {
    const root = repo({
      ...base,
      'services/shop/src/api.ts':
        "import { secret } from '../../pricing/src/internal';\nconst sample = \"import { x } from '../../../elsewhere';\";\nexport const api = [secret, sample];\n",
    });
    expect(checkWorkspaceImports(root)).toEqual([
      'services/shop/src/api.ts:1 reaches out of its workspace with ../../pricing/src/internal; import the other package by name',
    ]);
  });

  it('when production files import each other round, types included, then the circle is named; among tests it is not', () => {
    const root = repo({
      ...base,
      'services/shop/src/cart.ts': "import { type Line } from './line';\nexport type Cart = { lines: Line[] };\n",
      'services/shop/src/line.ts': "import { type Cart } from './cart';\nexport type Line = { cart: Cart };\n",
      'services/shop/src/a.test.ts': "import { b } from './b.test';\nexport const a = b;\n",
      'services/shop/src/b.test.ts': "import { a } from './a.test';\nexport const b = a;\n",
    });
    expect(checkWorkspaceImports(root)).toEqual([
      'import circle in production code: services/shop/src/cart.ts, services/shop/src/line.ts import each other; move what they share into a file that imports none of them',
    ]);
  });

  it('when a circle runs through another package by its exports, then it is named too', () => {
    const root = repo({
      ...base,
      'services/pricing/package.json': {
        name: '@site/pricing',
        exports: { './price': './src/price.ts' },
        dependencies: { '@site/shop': '*' },
      },
      'services/pricing/src/price.ts': "import { type api } from '@site/shop/api';\nexport const price = 1 as unknown as typeof api;\n",
    });
    expect(checkWorkspaceImports(root)).toEqual([
      'import circle in production code: services/pricing/src/price.ts, services/shop/src/api.ts import each other; move what they share into a file that imports none of them',
    ]);
  });

  it('when run on this repository, then it finds nothing', () => {
    expect(checkWorkspaceImports(REPO_ROOT)).toEqual([]);
  });
});
