// The service's lifecycle on Fastify's: each thing the service opens (the store, Redis connections,
// queues, workers) is registered as a small plugin whose `onClose` hook releases it. Fastify
// closes in reverse order of registration, after the HTTP server stopped accepting requests and those
// in flight finished: register a thing after what it uses, and it is closed before it. The order and
// the shutdown deadline are described in docs/lifecycle.md.
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';

/** Registers `close` as the `onClose` hook of a plugin named `name`; a failing close is logged, and the next one still runs. */
export async function closeOnStop(app: FastifyInstance, log: Logger, name: string, close: () => unknown) {
  await app.register(
    async (instance) => {
      instance.addHook('onClose', async () => {
        try {
          await close();
          log.debug({ part: name }, 'closed');
        } catch (err) {
          log.warn({ part: name, err: (err as Error).message }, 'could not be closed cleanly');
        }
      });
    },
    { name },
  );
}
