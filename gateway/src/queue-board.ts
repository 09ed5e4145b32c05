// The operators' queue board (@bull-board) at /admin/queues, behind the staff guard.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RESULTS_QUEUE, SYNC_QUEUE } from '@site/contracts/jobs';

export const QUEUE_BOARD_PATH = '/admin/queues';

export async function registerQueueBoard(app: FastifyInstance, redisUrl: string) {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', (err) => app.log.debug({ err: err.message }, 'queue board: redis error'));
  const queues = [SYNC_QUEUE, RESULTS_QUEUE].map((name) => {
    const q = new Queue(name, { connection });
    q.on('error', (err) => app.log.debug({ err: err.message }, 'queue board: queue error'));
    return q;
  });
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  app.addHook('onClose', async () => {
    await Promise.all(queues.map((q) => q.close()));
    connection.disconnect();
  });
}
