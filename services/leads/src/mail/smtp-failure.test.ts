import { describe, expect, it } from 'vitest';
import { smtpFailure } from './smtp-failure';

describe('SMTP failures', () => {
  it('when the server answers 4xx or the connection fails, then it is retried; 5xx (but 503), a bad address or bad credentials are not', () => {
    expect(smtpFailure({ responseCode: 451, response: '451 Try again later' })).toEqual({
      permanent: false,
      reason: '451 Try again later',
    });
    expect(smtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' }).permanent).toBe(false);
    expect(smtpFailure({ code: 'ETIMEDOUT', message: 'Greeting never received' }).permanent).toBe(false);
    expect(smtpFailure({ responseCode: 550, response: '550 No such user' })).toEqual({ permanent: true, reason: '550 No such user' });
    expect(smtpFailure({ responseCode: 503, response: '503 Bad sequence' }).permanent).toBe(false);
    expect(smtpFailure({ code: 'EENVELOPE', message: 'No recipients defined' }).permanent).toBe(true);
    expect(smtpFailure({ code: 'EAUTH', responseCode: 535, response: '535 Invalid credentials' }).permanent).toBe(true);
  });
});
