// The front door stays short and every document is reachable from it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './configuration-doc';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

it('when a newcomer opens the README, then it is at most 200 lines and links the documentation index', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  expect(readme).toContain('](docs/README.md)');
  expect(readme).toContain('make test');
});

it('when a document is added to docs/, then the index lists it with a line of its own', () => {
  const index = read('docs/README.md');
  const documents = readdirSync(join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md') && name !== 'README.md');
  expect(
    documents.filter(
      (name) => !new RegExp(`^\\| \\[${name.replace('.', '\\.')}\\]\\(${name.replace('.', '\\.')}\\) \\| .+ \\|$`, 'm').test(index),
    ),
  ).toEqual([]);
});
