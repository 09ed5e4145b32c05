import { Redis } from 'ioredis';

/**
 * A producer connection: commands fail at once while Redis is down instead of waiting in an
 * offline queue (BullMQ "going to production"), so a visitor's request never hangs on Redis.
 */
export function producerConnection(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
}

/** A consumer (worker) connection: BullMQ needs maxRetriesPerRequest null for blocking commands. */
export function consumerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

/**
 * A reader that holds its connection with a blocking read of its own (the live feed): a command fails
 * after one retry while Redis is away, so the reader notices the outage and can say so.
 */
export function readerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}
