// Every BullMQ queue the product has, in one list: what must show them all (the queue board) reads it,
// so a new queue added here appears there at once. The names of the message queues stay beside their
// payloads (jobs.ts, mail.ts); the scheduled ones are named here.
import { RESULTS_QUEUE, SYNC_QUEUE } from './jobs';
import { MAIL_QUEUE } from './mail';

/** The worker's scheduled pull of changes made in Odoo (a BullMQ job scheduler, one pull at a time). */
export const PULL_QUEUE = 'odoo-pull';
/** The leads service's scheduled maintenance: the daily retention run. */
export const MAINTENANCE_QUEUE = 'maintenance';
/**
 * The leads service's periodic work, once per cluster whatever the number of instances: the outbox sweep,
 * the reconciler, tombstones and expired sessions (one job at a time across every instance).
 */
export const PERIODIC_QUEUE = 'leads-periodic';

export const QUEUES = [SYNC_QUEUE, RESULTS_QUEUE, MAIL_QUEUE, PULL_QUEUE, MAINTENANCE_QUEUE, PERIODIC_QUEUE] as const;
