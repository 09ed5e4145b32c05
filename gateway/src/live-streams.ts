// The open live-event streams: how many each staff user holds (for the cap per user), how many in all
// (a metric), and each stream's session re-check timer. A stream never ends by itself, so the server
// could not drain while one is open: on close (`preClose`, before the server waits for its connections)
// every open stream is ended, and the dashboards reconnect once a gateway answers again.
import { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

type OpenStream = { userId: string; reply: FastifyReply; recheck: NodeJS.Timeout };

export class LiveStreams {
  private readonly perUser = new Map<string, number>();
  private readonly open = new Set<OpenStream>();

  get total(): number {
    return this.open.size;
  }

  count(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /**
   * Counts a stream opened for `userId` and calls `check` every `checkMs` while it is open. When its
   * connection closes, however that happens, it is no longer counted and its timer stops.
   */
  track(userId: string, reply: FastifyReply, check: () => void, checkMs: number) {
    const stream: OpenStream = { userId, reply, recheck: setInterval(check, checkMs) };
    this.open.add(stream);
    this.perUser.set(userId, this.count(userId) + 1);
    reply.raw.once('close', () => this.untrack(stream));
  }

  /** Ends every open stream; returns how many there were. */
  endAll(): number {
    const streams = [...this.open];
    for (const stream of streams) {
      this.untrack(stream);
      stream.reply.raw.destroy();
    }
    return streams.length;
  }

  private untrack(stream: OpenStream) {
    if (!this.open.delete(stream)) return;
    clearInterval(stream.recheck);
    const left = this.count(stream.userId) - 1;
    if (left > 0) this.perUser.set(stream.userId, left);
    else this.perUser.delete(stream.userId);
  }
}

/** `app.liveStreams`, visible to every plugin registered after it, and ended when the app closes. */
export const liveStreams = fp(
  async (app: FastifyInstance) => {
    const streams = new LiveStreams();
    app.decorate('liveStreams', streams);
    app.addHook('preClose', async () => {
      const ended = streams.endAll();
      if (ended > 0) app.log.info({ streams: ended }, 'shutdown: live-event streams ended');
    });
  },
  { name: 'live-streams' },
);
