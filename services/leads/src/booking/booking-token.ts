// The link in a booking's e-mails: /booking/<token>, where the token names the booking and is signed
// with HMAC-SHA256 under the leads service's booking-link key. Unguessable (256-bit MAC) and checked in
// constant time; it carries no expiry of its own: the booking page refuses it once the meeting has ended,
// so a rescheduled meeting keeps the links already sent valid until its new end.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'gct booking link v1';

/**
 * The signing key: BOOKING_LINK_SECRET when set, else derived from the internal token (HKDF), so that a
 * deployment works without one more secret. Rotating either invalidates every link already sent.
 */
export function bookingLinkKey(secret: string | undefined, internalToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret ?? internalToken, '', PURPOSE, 32));
}

const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(`${PURPOSE}\n${id}`).digest();

export function signBookingToken(key: Buffer, recordId: string): string {
  return `${Buffer.from(recordId).toString('base64url')}.${mac(key, recordId).toString('base64url')}`;
}

/** The record id a well-formed, correctly signed token names; null for anything else. */
export function verifyBookingToken(key: Buffer, token: string): string | null {
  if (token.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  // Re-encoding both parts must give the same text: one booking, one token spelling. A base64 decoder
  // ignores the unused low bits of the last character, so without this the MAC part had four spellings.
  if (Buffer.from(id).toString('base64url') !== match[1] || given.toString('base64url') !== match[2]) return null;
  const expected = mac(key, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The page a token opens, on the public site. */
export function bookingUrl(publicUrl: string, key: Buffer, recordId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/booking/${signBookingToken(key, recordId)}`;
}
