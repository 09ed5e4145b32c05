// Staff passwords: scrypt from node:crypto, stored as scrypt$N$r$p$salt$hash, and a strength rule
// (at least 12 characters and not guessable by zxcvbn's pattern matching) for every password set.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { STAFF_PASSWORD_MIN_LENGTH } from '@site/contracts/auth';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when a username is unknown, so both answers take as long. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(KEY_LENGTH).toString('base64');

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn score 3 ("safely unguessable: moderate protection from offline slow-hash scenario") or more. */
const MIN_SCORE = 3;

/**
 * Why a password may not be used, or null when it may. `context` holds words the password must
 * not lean on (the username, the brand).
 */
export function passwordWeakness(password: string, context: string[] = []): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (password.length > 256) return 'The password must be at most 256 characters';
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  const result = estimator.check(password, context);
  if (result.score >= MIN_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return `The password is too easy to guess${hint ? `: ${hint}` : ''}`;
}
