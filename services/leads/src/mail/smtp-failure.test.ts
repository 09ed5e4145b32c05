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

  it('when the server names an address in its reply, then the reason keeps the reply without the address', () => {
    expect(
      smtpFailure({
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <Ada.Obi+x@Example.NG>: Recipient address rejected: User unknown',
      }),
    ).toEqual({ permanent: true, reason: '550 5.1.1 <[address]>: Recipient address rejected: User unknown' });
    expect(smtpFailure({ responseCode: 452, response: '452 4.2.2 ada@example.ng mailbox full; try later' }).reason).toBe(
      '452 4.2.2 [address] mailbox full; try later',
    );
    expect(smtpFailure(new Error("Can't send mail - all recipients were rejected: 550 <o'neil@x.ng> unknown")).reason).toBe(
      "Can't send mail - all recipients were rejected: 550 <[address]> unknown",
    );
  });
});
