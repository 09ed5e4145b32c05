// The look-up keys derived from a record's fields, the same in both store adapters: a phone's E.164 form
// (one number is one person, whatever its spelling) and a kept message's recipient and domain (the mail
// limits count them case-insensitively).
import { phoneE164 } from './phone';

/** The stored key of a phone: its E.164 form (null when it is not a readable number). */
export const phoneKeyOf = (phone: string | null | undefined) => phoneE164(phone);

/** The kept mail's recipient keys: the address lower-cased, and its domain. */
export const recipientKeysOf = (to: string) => ({
  recipientKey: to.toLowerCase(),
  recipientDomain: to.slice(to.lastIndexOf('@') + 1).toLowerCase(),
});
