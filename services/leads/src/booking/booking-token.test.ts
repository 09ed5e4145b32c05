import { describe, expect, it } from 'vitest';
import { bookingLinkKey, bookingUrl, signBookingToken, verifyBookingToken } from './booking-token';

const key = bookingLinkKey(undefined, 'internal-token-of-16+');
const id = '019a8f7e-1234-7abc-8def-0123456789ab';

describe('booking link tokens', () => {
  it('verify what they sign', () => {
    expect(verifyBookingToken(key, signBookingToken(key, id))).toEqual({ id, version: 0 });
    expect(verifyBookingToken(key, signBookingToken(key, id, 3))).toEqual({ id, version: 3 });
    expect(bookingUrl('https://x.ng/', key, { id })).toBe(`https://x.ng/booking/${signBookingToken(key, id)}`);
    expect(bookingUrl('https://x.ng/', key, { id, linkVersion: 2 })).toBe(`https://x.ng/booking/${signBookingToken(key, id, 2)}`);
  });

  it('sign the version: a token of one version never passes for another', () => {
    const [head, v, sig] = signBookingToken(key, id, 2).split('.') as [string, string, string];
    expect(v).toBe('v2');
    expect(verifyBookingToken(key, `${head}.v3.${sig}`)).toBeNull();
    expect(verifyBookingToken(key, `${head}.${sig}`)).toBeNull();
    expect(verifyBookingToken(key, `${head}.v02.${sig}`)).toBeNull();
  });

  it('refuse a changed id, a changed signature, another key and junk', () => {
    const token = signBookingToken(key, id);
    const [head, sig] = token.split('.') as [string, string];
    const otherId = Buffer.from(id.replace(/b$/, 'c')).toString('base64url');
    expect(verifyBookingToken(key, `${otherId}.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    expect(verifyBookingToken(key, `${head}.${flipped}`)).toBeNull();
    expect(verifyBookingToken(bookingLinkKey('another secret entirely', 'x'), token)).toBeNull();
    for (const junk of ['', '.', token + 'x', `${head}.`, `${head}=.${sig}`, 'a'.repeat(300)])
      expect(verifyBookingToken(key, junk)).toBeNull();
  });

  it('derive different keys from the secret and from the internal token', () => {
    expect(bookingLinkKey('s'.repeat(32), 't').equals(bookingLinkKey(undefined, 't'))).toBe(false);
  });
});
