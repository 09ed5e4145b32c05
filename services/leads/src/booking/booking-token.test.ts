import { describe, expect, it } from 'vitest';
import { bookingLinkKey, bookingUrl, signBookingToken, verifyBookingToken } from './booking-token';

const key = bookingLinkKey(undefined, 'internal-token-of-16+');
const id = '019a8f7e-1234-7abc-8def-0123456789ab';

describe('booking link tokens', () => {
  it('verify what they sign', () => {
    expect(verifyBookingToken(key, signBookingToken(key, id))).toBe(id);
    expect(bookingUrl('https://x.ng/', key, id)).toBe(`https://x.ng/booking/${signBookingToken(key, id)}`);
  });

  it('refuse a changed id, a changed signature, another key and junk', () => {
    const token = signBookingToken(key, id);
    const [head, sig] = token.split('.') as [string, string];
    const otherId = Buffer.from(id.replace(/b$/, 'c')).toString('base64url');
    expect(verifyBookingToken(key, `${otherId}.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    expect(verifyBookingToken(key, `${head}.${flipped}`)).toBeNull();
    expect(verifyBookingToken(bookingLinkKey('another secret entirely', 'x'), token)).toBeNull();
    for (const junk of ['', '.', token + 'x', `${head}.`, `${head}=.${sig}`, 'a'.repeat(300)]) expect(verifyBookingToken(key, junk)).toBeNull();
  });

  it('derive different keys from the secret and from the internal token', () => {
    expect(bookingLinkKey('s'.repeat(32), 't').equals(bookingLinkKey(undefined, 't'))).toBe(false);
  });
});
