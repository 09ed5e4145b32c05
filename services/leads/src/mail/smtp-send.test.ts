// One message over a real SMTP conversation with the mail catcher: it goes only while it is still
// wanted, asked after the greeting and again before the data ends; a message stopped at either point
// never reaches the server as a message.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '@site/mail-catcher/mail-catcher';
import { smtpFailure } from './smtp-failure';
import { SmtpSender } from './smtp-send';

const dir = mkdtempSync(join(tmpdir(), 'smtp-send-'));
let catcher: MailCatcher;
const envelope = { from: 'bookings@example.ng', to: 'amaka@example.ng' };
const source = (n: number) =>
  `Message-ID: <smtp-send-${n}@example.ng>\r\nSubject: Test ${n}\r\n\r\n${'A line of the message.\r\n'.repeat(2000)}`;

/** A `stillWanted` that answers from `answers` in turn, and counts how often it was asked. */
function answering(...answers: boolean[]) {
  const asked = { times: 0 };
  const stillWanted = async () => answers[asked.times++] ?? true;
  return { asked, stillWanted };
}

beforeAll(async () => {
  catcher = await startMailCatcher({ port: 0, dir, auth: { user: 'bookings', pass: 'secret' } });
});
afterAll(() => catcher.close());

it('when the message is still wanted at both points, then it is sent with the credentials of the URL and kept by the server whole', async () => {
  const { asked, stillWanted } = answering(true, true);
  const sender = new SmtpSender(`smtp://bookings:secret@127.0.0.1:${catcher.port}`);
  expect(await sender.send(envelope, source(1), stillWanted)).toBe('sent');
  expect(asked.times).toBe(2);
  expect(catcher.stats.kept).toBe(1);
});

it('when the message is no longer wanted once the server greets, then the envelope never goes', async () => {
  const received = catcher.stats.received;
  const { asked, stillWanted } = answering(false);
  const sender = new SmtpSender(`smtp://bookings:secret@127.0.0.1:${catcher.port}`);
  expect(await sender.send(envelope, source(2), stillWanted)).toBe('abandoned');
  expect(asked.times).toBe(1);
  expect(catcher.stats.received).toBe(received);
});

it('when the message stops being wanted while its data goes, then the data never ends and the server keeps nothing', async () => {
  const received = catcher.stats.received;
  const files = readdirSync(dir).length;
  const { asked, stillWanted } = answering(true, false);
  const sender = new SmtpSender(`smtp://bookings:secret@127.0.0.1:${catcher.port}`);
  expect(await sender.send(envelope, source(3), stillWanted)).toBe('abandoned');
  expect(asked.times).toBe(2);
  // The server read no whole message: the connection ended inside the data.
  await new Promise((r) => setTimeout(r, 200));
  expect(catcher.stats.received).toBe(received);
  expect(readdirSync(dir)).toHaveLength(files);
});

it('when the credentials are refused, then the send fails for good with the server reply', async () => {
  const sender = new SmtpSender(`smtp://bookings:wrong@127.0.0.1:${catcher.port}`);
  const err = await sender.send(envelope, source(4), answering().stillWanted).catch((e: unknown) => e);
  expect(smtpFailure(err)).toMatchObject({ permanent: true, reason: expect.stringContaining('535') });
});

it('when nobody listens, then the send fails and is retried', async () => {
  const sender = new SmtpSender('smtp://127.0.0.1:1');
  const err = await sender.send(envelope, source(5), answering().stillWanted).catch((e: unknown) => e);
  expect(smtpFailure(err).permanent).toBe(false);
});
