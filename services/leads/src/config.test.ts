// The leads service's yes/no variables: one meaning of an empty value (compose writes `COOKIE_SECURE=`):
// not set, so no.
import { expect, it } from 'vitest';
import { loadLeadsConfig } from './config';

const base = { INTERNAL_TOKEN: 'config-test-internal-token' };

it('when COOKIE_SECURE is "true" or "1", then cookies are secure', () => {
  expect(loadLeadsConfig({ ...base, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  expect(loadLeadsConfig({ ...base, COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
});

it('when COOKIE_SECURE is empty, "false", "0" or unset, then cookies are not secure', () => {
  for (const value of ['', 'false', '0', undefined]) expect(loadLeadsConfig({ ...base, COOKIE_SECURE: value }).cookieSecure).toBe(false);
});

it('when COOKIE_SECURE is anything else, then the configuration names it', () => {
  expect(() => loadLeadsConfig({ ...base, COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
});

it('when SHUTDOWN_GRACE_MS is unset, then a stop may take 8 seconds (below the dev stack SIGKILL at 10)', () => {
  expect(loadLeadsConfig(base).shutdownGraceMs).toBe(8_000);
});
