import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { describeOdooChangeConformance, describeStoreConformance } from './store-conformance';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A fresh database file per test: the real file format, WAL and all.
describeStoreConformance(
  'sqlite',
  async () => new SqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);

describeOdooChangeConformance(
  'sqlite',
  async () => new SqliteStore(join(dir, `t${n++}.sqlite`)),
  (store) => store.close(),
);
