// The gateway's shutdown. SIGTERM and SIGINT, and an uncaught exception or unhandled rejection too, all
// go through one graceful close, `app.close()`: new requests are refused, live-event streams end, the
// requests in flight finish, and then each plugin's onClose hook releases what it holds (the pools to
// the leads service, the queue board's queues and Redis connection). A deadline bounds the whole: past
// it the process exits anyway (code 1) and says so. close-with-grace owns the process handlers; a second
// signal or error during the close exits at once.
import closeWithGrace from 'close-with-grace';
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';

/** Installs the process handlers; the process exits when the close is done (0; 1 after an error or at the deadline). */
export function closeOnSignalsAndErrors(app: FastifyInstance, log: Logger, deadlineMs: number): void {
  closeWithGrace(
    {
      delay: deadlineMs,
      // Every outcome is logged through the gateway's own logger, below.
      logger: false,
      onTimeout: () => log.error({ deadlineMs }, 'shutdown deadline passed with work still open; exiting'),
      onSecondSignal: (signal) => log.warn({ signal }, 'second signal during shutdown; exiting at once'),
      onSecondError: (err) => log.fatal({ err }, 'another error during shutdown; exiting at once'),
    },
    async ({ signal, err }) => {
      const started = Date.now();
      if (err) log.fatal({ err }, 'uncaught error; shutting down');
      else log.info({ signal, deadlineMs }, 'shutting down');
      try {
        await app.close();
      } catch (closeErr) {
        log.error({ err: closeErr }, 'shutdown: a close hook failed');
        throw closeErr;
      }
      log.info({ ms: Date.now() - started }, 'shutdown complete');
    },
  );
}
