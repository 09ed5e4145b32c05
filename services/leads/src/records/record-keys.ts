// The look-up keys derived from a record's fields, the same in both store adapters: a phone's E.164 form
// (one number is one person, whatever its spelling) and a kept message's inbox and domain (the mail
// limits count every spelling of one inbox as one).
import { phoneE164 } from './phone';

/** The stored key of a phone: its E.164 form (null when it is not a readable number). */
export const phoneKeyOf = (phone: string | null | undefined) => phoneE164(phone);

/** Gmail's two domains, which reach one inbox and ignore dots in an address's name (a.da@gmail.com is ada@googlemail.com). */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The kept mail's recipient keys: the inbox an address reaches, and its domain, lower-cased. Sub-addresses
 * (`ada+anything@`) and, at Gmail, dots and its second domain reach one inbox: counted apart, each spelling would have a mail
 * limit of its own.
 */
export function recipientKeysOf(to: string) {
  const address = to.toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const name = address.slice(0, at).replace(/(?<=.)\+.*$/, '');
  const recipientKey = GMAIL.has(domain) ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
  return { recipientKey, recipientDomain: domain };
}
