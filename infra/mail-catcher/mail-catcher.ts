// A real SMTP server (smtp-server) that keeps every message it accepts as
// `<dir>/<sha256(Message-ID)>.eml`: the mail sink of `make run` and of staging (the compose `mail`
// profile), and the server the mail tests talk to. A second delivery of the same Message-ID adds no file.
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { keptMailFileName } from '@site/kept-mail/kept-mail-file';

/** What the catcher knows of a message when it decides to keep it. */
export type CaughtMessage = { messageId: string | null; from: string | null; to: string[]; size: number; raw: Buffer };

export type MailCatcherOptions = {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Where the .eml files go (created when missing). */
  dir: string;
  /** When set, only these credentials are accepted; otherwise any (or none). */
  auth?: { user: string; pass: string } | undefined;
  /**
   * Called once a message has been read, before it is kept and answered: throw an Error with
   * `responseCode` to refuse it (a 4xx or 5xx reply), or take time to hold the reply.
   */
  beforeAccept?: (message: CaughtMessage) => Promise<void>;
  /** Called when a client connects, before the server greets it: take time to hold the greeting (a slow server). */
  beforeGreeting?: () => Promise<void>;
  /** Largest message accepted (bytes). */
  maxSize?: number;
};

export type MailCatcher = {
  port: number;
  url: string;
  /** Messages received (a repeated Message-ID counts each time) and files kept. */
  stats: { received: number; kept: number; duplicates: number };
  close(): Promise<void>;
};

/** The Message-ID header of a raw message (header section only, folded lines joined). */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end < 0 ? raw.length : end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  const match = /^message-id:[ \t]*(.+)$/im.exec(head);
  return match ? match[1]!.trim() : null;
}

const sameText = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type CatcherStats = MailCatcher['stats'];

/** Keeps a message as its file, once: a second delivery of the same Message-ID adds no file. */
async function keep(dir: string, stats: CatcherStats, message: CaughtMessage) {
  // Without a Message-ID the content names the file, so an identical resend is still one file.
  const name = message.messageId ? keptMailFileName(message.messageId) : `${createHash('sha256').update(message.raw).digest('hex')}.eml`;
  const file = join(dir, name);
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  ) {
    stats.duplicates++;
    return;
  }
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, message.raw, { mode: 0o600 });
  await rename(tmp, file); // whole or not at all
  stats.kept++;
}

export async function startMailCatcher(opts: MailCatcherOptions): Promise<MailCatcher> {
  await mkdir(opts.dir, { recursive: true });
  const stats = { received: 0, kept: 0, duplicates: 0 };

  const server = new SMTPServer({
    name: 'mail-catcher.local',
    banner: 'mail catcher',
    logger: false,
    secure: false,
    // No certificate here: the catcher listens on loopback or a private network only.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    size: opts.maxSize ?? 25 * 1024 * 1024,
    onConnect(_session, callback) {
      // The greeting goes once this returns.
      (opts.beforeGreeting?.() ?? Promise.resolve()).then(
        () => callback(),
        (err: Error) => callback(err),
      );
    },
    onAuth(auth, _session, callback) {
      if (!opts.auth || (sameText(auth.username ?? '', opts.auth.user) && sameText(auth.password ?? '', opts.auth.pass)))
        return callback(null, { user: auth.username });
      const err = Object.assign(new Error('Invalid username or password'), { responseCode: 535 });
      return callback(err);
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      void (async () => {
        const raw = await readAll(stream);
        stats.received++;
        if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const message: CaughtMessage = {
          messageId: messageIdOf(raw),
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          size: raw.length,
          raw,
        };
        await opts.beforeAccept?.(message);
        await keep(opts.dir, stats, message);
      })().then(
        () => callback(null, 'Kept'),
        (err: Error) => callback(err),
      );
    },
  });
  server.on('error', () => undefined); // a client's broken connection is not the catcher's fault

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    port,
    url: `smtp://${host}:${port}`,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
