// The link in a booking's e-mails: /booking/<token>, where the token names the booking and the version of
// its link, signed with HMAC-SHA256 under the leads service's booking-link key. Unguessable (256-bit MAC)
// and checked in constant time; it carries no expiry of its own: the booking page refuses it once the
// meeting has ended, so a rescheduled meeting keeps the links already sent valid until its new end. Staff
// revoke the links sent so far by raising the booking's link version (a corrected e-mail address, "send
// the link again"): a token of an older version no longer opens the booking.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'gct booking link v1';

/**
 * The signing key: BOOKING_LINK_SECRET when set, else derived from the internal token (HKDF), so that a
 * deployment works without one more secret. Rotating either invalidates every link already sent.
 */
export function bookingLinkKey(secret: string | undefined, internalToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret ?? internalToken, '', PURPOSE, 32));
}

/** Version 0 is signed as links were before versions existed, so the links already sent keep working. */
const mac = (key: Buffer, id: string, version: number) =>
  createHmac('sha256', key)
    .update(version === 0 ? `${PURPOSE}\n${id}` : `${PURPOSE}\n${id}\n${version}`)
    .digest();

/** `<id>.<mac>` for version 0, `<id>.v<version>.<mac>` after (all base64url but the version). */
export function signBookingToken(key: Buffer, recordId: string, version = 0): string {
  const id = Buffer.from(recordId).toString('base64url');
  return `${id}.${version === 0 ? '' : `v${version}.`}${mac(key, recordId, version).toString('base64url')}`;
}

/** The record id and link version a well-formed, correctly signed token names; null for anything else. */
export function verifyBookingToken(key: Buffer, token: string): { id: string; version: number } | null {
  if (token.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{1,100})\.(?:v([1-9][0-9]{0,5})\.)?([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const version = match[2] ? Number(match[2]) : 0;
  const given = Buffer.from(match[3]!, 'base64url');
  // Re-encoding both parts must give the same text: one booking, one token spelling. A base64 decoder
  // ignores the unused low bits of the last character, so without this the MAC part had four spellings.
  if (Buffer.from(id).toString('base64url') !== match[1] || given.toString('base64url') !== match[3]) return null;
  const expected = mac(key, id, version);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, version } : null;
}

/** The page a token opens, on the public site. */
export function bookingUrl(publicUrl: string, key: Buffer, record: { id: string; linkVersion?: number | undefined }): string {
  return `${publicUrl.replace(/\/+$/, '')}/booking/${signBookingToken(key, record.id, record.linkVersion ?? 0)}`;
}
