// docs/configuration.md is what the schemas say, and every schema a process reads is in it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOC_FILE, REPO_ROOT, SECTIONS, configurationDoc, schemaRows } from './configuration-doc';

/** Non-test sources of the repository (generated and installed folders aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (['node_modules', 'dist', 'data', 'e2e', 'bench'].includes(name) || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('docs/configuration.md', () => {
  it('when the schemas are read, then the committed document is exactly what they produce (npm run docs:config)', () => {
    expect(readFileSync(join(REPO_ROOT, DOC_FILE), 'utf8')).toBe(configurationDoc());
  });

  it('when a file reads its environment through a schema, then that file is one the document covers', () => {
    const covered = new Set(SECTIONS.flatMap((s) => s.files));
    const readers = sources(REPO_ROOT)
      .filter((file) => /\bparseEnv\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO_ROOT, file))
      .filter((file) => file !== 'services/env-config/src/parse-env.ts');
    expect(readers.length).toBeGreaterThan(5);
    expect(readers.filter((file) => !covered.has(file))).toEqual([]);
  });

  it('when a schema gains a variable without a description, then the generator refuses; with one, it gets a row', () => {
    const gateway = SECTIONS.find((s) => s.title === 'Gateway')!;
    const undocumented = { ...gateway, schema: gateway.schema!.extend({ NEW_SETTING_MS: z.coerce.number().default(5) }) };
    expect(() => schemaRows(undocumented)).toThrow(/NEW_SETTING_MS \(Gateway\) has no description/);
    const documented = {
      ...gateway,
      schema: gateway.schema!.extend({ NEW_SETTING_MS: z.coerce.number().default(5).describe('a new wait') }),
    };
    expect(schemaRows(documented).at(-1)).toEqual({ name: 'NEW_SETTING_MS', fallback: '`5`', meaning: 'a new wait' });
  });
});
