// `npm run retention -- --dry-run`: lists the records older than RETENTION_MONTHS (default 24) that the
// daily run would erase: kind, id and the day each was received, never a person's data. Without
// `--dry-run` it erases them now, the same way the daily run does (it needs REDIS_URL for Odoo's part).
import { Queue } from 'bullmq';
import { systemClock } from '@site/lagos-time/clock';
import { pino } from 'pino';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { privateLogOptions } from '@site/observability/log-privacy';
import { parseEnv } from '@site/env-config/parse-env';
import { retentionCliEnv } from './config';
import { eraseKeptMail } from './mail/mail-erasure';
import { type Redis } from 'ioredis';
import { AuditLog } from './privacy/audit';
import { auditKey } from './privacy/audit-key';
import { ErasedInRedis } from './privacy/erased-in-redis';
import { ErasureService } from './privacy/erasure';
import { ErasureLedger } from './privacy/erasure-ledger';
import { RETENTION_BATCH, retentionCandidates, retentionCutoff, runRetention } from './privacy/retention';
import { producerConnection } from './redis';
import { runCli } from './run-cli';
import { openStore } from './store/open-store';

const USAGE = 'usage: npm run retention -- [--dry-run]';
const DRY_RUN_LIST_MAX = 10_000;

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--dry-run');
  if (unknown.length) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(retentionCliEnv, process.env, 'retention');
  const clock = systemClock;
  const store = await openStore({ dataDir: env.DATA_DIR, mongoUrl: env.MONGO_URL }, clock);
  const now = clock.now();
  try {
    const cutoff = retentionCutoff(now, env.RETENTION_MONTHS).toISOString();
    if (argv.includes('--dry-run')) {
      // A dry run only reads.
      const refs = await retentionCandidates(store, env.RETENTION_MONTHS, now, DRY_RUN_LIST_MAX);
      for (const ref of refs) console.log(`${ref.kind.padEnd(13)} ${ref.record.id}  received ${ref.record.createdAt.slice(0, 10)}`);
      const more = refs.length === DRY_RUN_LIST_MAX ? ` (the first ${DRY_RUN_LIST_MAX}; there may be more)` : '';
      console.log(`${refs.length} record(s)${more} received before ${cutoff} (retention ${env.RETENTION_MONTHS} months) would be erased.`);
      return 0;
    }
    const log = pino({ level: 'info', base: { service: 'retention' }, ...privateLogOptions });
    const connection = producerConnection(env.REDIS_URL);
    const queue = new Queue(SYNC_QUEUE, { connection });
    try {
      // Kept mail goes with the records, as in the service's daily run (no mail is sent from here).
      const mail = { eraseRecord: (record: { id: string }) => eraseKeptMail(store, env.MAIL_CATCHER_DIR, log, record.id) };
      const erased = new ErasedInRedis({ redis: () => queue.client as unknown as Promise<Redis>, store, log, clock });
      const audit = new AuditLog(store, auditKey(env.AUDIT_HMAC_KEY, env.DATA_DIR), clock);
      const erasures = new ErasureService({ store, queue, mail, audit, log, clock, ledger: ErasureLedger.in(env.DATA_DIR), erased });
      const n = await runRetention(store, erasures, env.RETENTION_MONTHS, now, log);
      console.log(
        `${n} record(s) received before ${cutoff} erased; Odoo's part follows through the queue (batches of ${RETENTION_BATCH}).`,
      );
      return 0;
    } finally {
      await queue.close();
      connection.disconnect();
    }
  } finally {
    await store.close();
  }
}

runCli(main);
