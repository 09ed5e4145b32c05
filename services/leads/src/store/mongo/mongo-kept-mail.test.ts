// The MongoDB adapter serialises the mail limits through one gate document per mail domain (two
// transactions that write one document conflict, and one runs again). An inbox's spellings must share it.
import { describe, expect, it } from 'vitest';
import { recipientKeysOf } from '../../records/record-keys';
import { mailDomainGate } from './mongo-kept-mail';

describe('the mail-domain gate', () => {
  it('when one inbox is spelt at both of its domains, then both spellings pass one gate, as its address limits count them together', () => {
    expect(recipientKeysOf('a.da@googlemail.com').recipientKey).toBe(recipientKeysOf('ada@gmail.com').recipientKey);
    expect(mailDomainGate('a.da@googlemail.com')).toBe(mailDomainGate('ada@gmail.com'));
    expect(mailDomainGate('Ada+x@Example.NG')).toBe(mailDomainGate('ada@example.ng'));
    expect(mailDomainGate('ada@example.ng')).not.toBe(mailDomainGate('ada@example.com'));
    expect(mailDomainGate('ada@example.ng')).not.toContain('example');
  });
});
