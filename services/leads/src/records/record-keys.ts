// The look-up keys derived from a record's fields, the same in both store adapters: a phone's E.164 form
// (one number is one person, whatever its spelling) and a kept message's inbox and domain (the mail
// limits count every spelling of one inbox as one).
import { phoneE164 } from './phone';

/** The stored key of a phone: its E.164 form (null when it is not a readable number). */
export const phoneKeyOf = (phone: string | null | undefined) => phoneE164(phone);

/** Mail providers that ignore dots in an address's name (a.da@gmail.com is ada@gmail.com). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The kept mail's recipient keys: the inbox an address reaches, and its domain, lower-cased. Sub-addresses
 * (`ada+anything@`) and, at Gmail, dots reach one inbox: counted apart, each spelling would have a mail
 * limit of its own.
 */
export function recipientKeysOf(to: string) {
  const address = to.toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const name = address.slice(0, at).replace(/(?<=.)\+.*$/, '');
  return { recipientKey: `${DOTS_IGNORED.has(domain) ? name.replaceAll('.', '') : name}@${domain}`, recipientDomain: domain };
}
