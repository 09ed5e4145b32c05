// One message over one SMTP connection, sent only while it is still wanted. An erase can come while the
// message is on its way (the server is slow to greet, or to take the data), and nodemailer's transport,
// once started, goes on to the end. Here the message asks again at the two points where it can still be
// stopped: once the server has greeted (and the login is done), before the envelope names the recipient;
// and once the data has gone, before the line that ends it, which is what makes the server take the
// message. Stopped there, the connection is dropped: a server discards data that did not end.
import { Readable } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection, { type SMTPConnectionAuth, type SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';

/** Whether the message should still go (false: its record was erased meanwhile). */
export type StillWanted = () => Promise<boolean>;

export type SmtpOutcome = 'sent' | 'abandoned';

/** The message's source, whose end is given only while the message is still wanted. */
class GuardedSource extends Readable {
  abandoned = false;
  private bodyGiven = false;

  constructor(
    private readonly source: string,
    private readonly stillWanted: StillWanted,
  ) {
    super();
  }

  override _read() {
    if (!this.bodyGiven) {
      this.bodyGiven = true;
      this.push(this.source);
      return;
    }
    this.stillWanted().then(
      (wanted) => {
        if (wanted) return this.push(null);
        this.abandoned = true;
        this.destroy(new Error('the message is no longer wanted'));
      },
      (err: Error) => this.destroy(err),
    );
  }
}

/** Runs one step of the conversation; the connection's own errors (socket, timeouts) fail it too. */
function step<T>(failure: Promise<never>, run: (done: (err?: Error | null, value?: T) => void) => void): Promise<T> {
  const done = new Promise<T>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value as T))));
  return Promise.race([done, failure]);
}

export class SmtpSender {
  private readonly options: SMTPConnectionOptions;
  private readonly auth: SMTPConnectionAuth | undefined;

  /** `url`: smtp:// or smtps://, with the credentials and any connection option (`?ignoreTLS=true`) in it. */
  constructor(url: string) {
    const { auth, ...options } = parseConnectionUrl(url) as SMTPConnectionOptions & { auth?: { user: string; pass: string } };
    this.auth = auth;
    this.options = { ...options, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
  }

  /** Sends `source` as it is; 'abandoned' when `stillWanted` said no before the server took it. */
  async send(envelope: { from: string; to: string }, source: string, stillWanted: StillWanted): Promise<SmtpOutcome> {
    const connection = new SMTPConnection(this.options);
    const failure = new Promise<never>((_, reject) => connection.on('error', reject));
    failure.catch(() => undefined);
    const body = new GuardedSource(source, stillWanted);
    try {
      await step(failure, (done) => connection.connect(done));
      if (this.auth && connection.allowsAuth) await step(failure, (done) => connection.login(this.auth, done));
      if (!(await stillWanted())) return 'abandoned';
      await step(failure, (done) => connection.send(envelope, body, done));
      return 'sent';
    } catch (err) {
      if (body.abandoned) return 'abandoned';
      throw err;
    } finally {
      connection.close();
    }
  }
}
