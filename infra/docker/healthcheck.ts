// Docker healthchecks of the Node services, run inside their containers with plain node (the image
// has no curl):
//   node dist/healthcheck.mjs http URL [HEADER=VALUE]  healthy when URL answers 2xx within 3 s
//   node dist/healthcheck.mjs worker                   healthy when a worker is connected to the sync queue
// Exit status 0 is healthy, 1 is not; the reason goes to stdout, which `docker inspect` keeps.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { parseEnv } from '@site/env-config/parse-env';

const TIMEOUT_MS = 3000;

/** What `healthcheck worker` reads; docs/configuration.md is generated from it. */
export const healthcheckEnv = z.object({
  REDIS_URL: z.string().url().describe('the Redis of the queues, to count the workers connected to the sync queue'),
});

export async function checkHttp(url: string, header?: string): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  if (header) {
    const at = header.indexOf('=');
    headers[header.slice(0, at)] = header.slice(at + 1);
  }
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? undefined : `${url} answered ${res.status}`;
  } catch (err) {
    return `${url}: ${(err as Error).message}`;
  }
}

export async function checkWorker(redisUrl: string): Promise<string | undefined> {
  // No retries: a healthcheck must answer within its timeout, not wait for Redis to come back.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: TIMEOUT_MS, retryStrategy: () => null });
  connection.on('error', () => undefined);
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    const workers = await queue.getWorkersCount();
    return workers > 0 ? undefined : `no worker is connected to the ${SYNC_QUEUE} queue`;
  } catch (err) {
    return `redis: ${(err as Error).message}`;
  } finally {
    await queue.close().catch(() => undefined);
    connection.disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [mode, url, header] = process.argv.slice(2);
  let problem: string | undefined;
  if (mode === 'http' && url) problem = await checkHttp(url, header);
  else if (mode === 'worker') problem = await checkWorker(parseEnv(healthcheckEnv, process.env, 'healthcheck').REDIS_URL);
  else problem = 'usage: healthcheck http URL [HEADER=VALUE] | healthcheck worker';
  console.log(problem ?? 'healthy');
  process.exit(problem ? 1 : 0);
}
