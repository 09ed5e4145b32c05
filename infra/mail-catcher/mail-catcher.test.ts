// The catcher over a real SMTP conversation (nodemailer as the client): one file per Message-ID,
// refusals as SMTP replies, credentials when configured.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { keptMailFileName } from '@site/kept-mail/kept-mail-file';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

let catcher: MailCatcher | undefined;
afterEach(async () => catcher?.close());

const message = (messageId: string, to = 'visitor@example.ng') => ({
  from: 'bookings@example.ng',
  to,
  subject: 'Hello',
  text: 'Body',
  messageId,
});

describe('mail catcher', () => {
  it('when the same Message-ID is delivered twice, then one file is kept, named by its hash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catcher-'));
    catcher = await startMailCatcher({ port: 0, dir });
    const transport = nodemailer.createTransport({ url: catcher.url });
    await transport.sendMail(message('<one@example.ng>'));
    await transport.sendMail(message('<one@example.ng>'));
    await transport.sendMail(message('<two@example.ng>'));
    expect(readdirSync(dir).sort()).toEqual([keptMailFileName('<one@example.ng>'), keptMailFileName('two@example.ng')].sort());
    expect(readFileSync(join(dir, keptMailFileName('<one@example.ng>')), 'utf8')).toContain('Message-ID: <one@example.ng>');
    expect(catcher.stats).toEqual({ received: 3, kept: 2, duplicates: 1 });
  });

  it('when a message is refused or the credentials are wrong, then the client gets the SMTP reply and nothing is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catcher-'));
    catcher = await startMailCatcher({
      port: 0,
      dir,
      auth: { user: 'bookings', pass: 'right' },
      beforeAccept: async (m) => {
        if (m.to.includes('nobody@example.ng')) throw Object.assign(new Error('No such user'), { responseCode: 550 });
      },
    });
    const good = nodemailer.createTransport({ url: `smtp://bookings:right@127.0.0.1:${catcher.port}` });
    await expect(good.sendMail(message('<x@example.ng>', 'nobody@example.ng'))).rejects.toMatchObject({ responseCode: 550 });
    const bad = nodemailer.createTransport({ url: `smtp://bookings:wrong@127.0.0.1:${catcher.port}` });
    await expect(bad.sendMail(message('<y@example.ng>'))).rejects.toMatchObject({ responseCode: 535 });
    expect(readdirSync(dir)).toEqual([]);
    await good.sendMail(message('<z@example.ng>'));
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
