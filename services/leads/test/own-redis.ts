// A real Redis of the test file's own (a temp directory, a free loopback port), started before its
// tests and removed after them, for tests that stop and restart Redis or change its users.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';

export function ownRedis(name: string): { dir: string; redis: () => RedisProcess } {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  let redis: RedisProcess | undefined;
  beforeAll(async () => {
    redis = await startRedis({ dir: join(dir, 'redis') });
  }, 30_000);
  afterAll(async () => {
    await redis?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    redis: () => {
      if (!redis) throw new Error('Redis is not started yet (use it inside a test)');
      return redis;
    },
  };
}
