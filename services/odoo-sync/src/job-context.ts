// What the worker's job handlers (sync-job.ts, erase-job.ts) share: the Odoo connection, Redis, the
// per-record order, the pull's tracking (when the pull is on), the results queue and the log.
import { type ResultMessage } from '@site/contracts/jobs';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type WorkerConfig } from './config';
import { type OdooConnection } from './odoo-connection';
import { type OdooPuller } from './odoo-pull';
import { type RecordOrder } from './record-order';

export interface JobContext {
  config: WorkerConfig;
  odoo: OdooConnection;
  redis: Redis;
  order: RecordOrder;
  /** null when the pull is off (ODOO_PULL_INTERVAL_MS=0): nothing is tracked. */
  puller: OdooPuller | null;
  report: (result: ResultMessage) => Promise<unknown>;
  log: Logger;
}
