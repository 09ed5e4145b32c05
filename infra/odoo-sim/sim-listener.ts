// The simulator's listening side: the HTTP server on one port (the same one again after an outage), the
// connections it holds open, outages ("refuse" or "reset"), and the delays that close() cuts short.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';

export type OutageMode = 'refuse' | 'reset';

export class SimListener {
  private readonly server = createServer();
  private readonly sockets = new Set<Socket>();
  private readonly waits = new Set<{ timer: NodeJS.Timeout; resolve: (proceed: boolean) => void }>();
  private mode: OutageMode | null = null;
  private outageTimer: NodeJS.Timeout | undefined;
  private closed = false;

  /** `port` 0 picks a free one; after the first listen() it is the port taken, kept for every later one. */
  constructor(
    private readonly host: string,
    public port: number,
  ) {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /** Serves every request with `handle`; an error it throws is answered 500 with its text. */
  serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): void {
    this.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      });
    });
  }

  /** The outage under way, or null. */
  get outage(): OutageMode | null {
    return this.mode;
  }

  /** TCP connections currently open, keep-alive ones included. */
  openConnections(): number {
    return this.sockets.size;
  }

  listen(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, this.host, () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Waits `ms`: true when the time is up, false when close() came first (the call is then abandoned). */
  pause(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waits.delete(entry);
          resolve(true);
        }, ms),
        resolve,
      };
      this.waits.add(entry);
    });
  }

  async startOutage(mode: OutageMode, durationMs: number | undefined): Promise<void> {
    if (this.closed) return;
    clearTimeout(this.outageTimer);
    if (this.mode === 'refuse' && mode === 'reset') await this.listen();
    this.mode = mode;
    if (mode === 'refuse') await this.stopListening();
    if (durationMs !== undefined) this.outageTimer = setTimeout(() => void this.resume(), durationMs);
  }

  async resume(): Promise<void> {
    clearTimeout(this.outageTimer);
    const was = this.mode;
    this.mode = null;
    if (was === 'refuse' && !this.closed) await this.listen();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.outageTimer);
    for (const wait of this.waits) {
      clearTimeout(wait.timer);
      wait.resolve(false);
    }
    this.waits.clear();
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
    // One I/O turn, so in-process clients see their pooled keep-alive sockets close before the next call.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
