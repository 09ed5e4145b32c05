// Where the mail catcher keeps a message: one file per Message-ID, so a second delivery of the same
// message (a sender that retried after losing the server's reply) replaces nothing and adds nothing.
// The leads service uses the same name to erase a record's kept messages.
import { createHash } from 'node:crypto';

/** `<sha256 of the Message-ID without its angle brackets>.eml` */
export function keptMailFileName(messageId: string): string {
  const id = messageId.trim().replace(/^<|>$/g, '');
  return `${createHash('sha256').update(id).digest('hex')}.eml`;
}
