// The one canonical spelling of a request target, and what is refused outright.
import { describe, expect, it } from 'vitest';
import { canonicalRequestTarget } from './request-target';

const url = (raw: string) => {
  const t = canonicalRequestTarget(raw);
  return t.ok ? t.url : `REFUSED: ${t.reason}`;
};

describe('canonicalRequestTarget', () => {
  it('when a path is spelled another way, then it comes out as its one canonical form', () => {
    const same: [string, string][] = [
      ['/admin/%71ueues/api/queues?activeQueue=odoo-sync', '/admin/queues/api/queues?activeQueue=odoo-sync'],
      ['http://x/admin/queues/api/queues', '/admin/queues/api/queues'],
      ['HTTPS://evil.example:8443/api/contacts?q=a', '/api/contacts?q=a'],
      ['/api/%63ontact', '/api/contact'],
      ['/api/auth/%6cogin', '/api/auth/login'],
      ['/api//contacts', '/api/contacts'],
      ['//api/contacts/', '/api/contacts'],
      ['/api/./contacts', '/api/contacts'],
      ['/api/x/../contacts', '/api/contacts'],
      ['/api/x/%2e%2e/contacts', '/api/contacts'],
      ['/api/x/%2E%2E/contacts', '/api/contacts'],
      ['/static/../api/events', '/api/events'],
      ['/', '/'],
      ['/faq/', '/faq'],
      ['/api/%61%64%6d%69%6e/requeue/contact/1', '/api/admin/requeue/contact/1'],
    ];
    for (const [raw, expected] of same) expect(url(raw), raw).toBe(expected);
  });

  it('when a target holds a smuggled separator, a control character or a bad escape, then it is refused', () => {
    for (const raw of [
      '',
      '/api/contacts%2f..%2fcontact',
      '/api/contacts%2F',
      '/api\\contacts',
      '/api/%5ccontacts',
      '/api/contacts%00',
      '/api/contacts%0a',
      '/api/contacts;jsessionid=1',
      '/api/contacts;',
      '/api/%zz',
      '/api/%c3%28',
      '/../api/contacts',
      '/api/../../etc/passwd',
      '*',
      'x.example:443',
      '/API/contacts',
      '/Admin/queues',
      '/METRICS',
      '/api/contacts#frag',
      '/api/contacts?x=%00',
      '/api/consultations?5%c9&h',
      '/api/con\u00e9tacts',
    ])
      expect(url(raw), raw).toMatch(/^REFUSED/);
  });

  it('when a deeper segment differs only in letter case, then it stays as it is (the router tells them apart)', () => {
    expect(url('/api/CONTACTS')).toBe('/api/CONTACTS');
    expect(url('/assets/entry-client-DPR09CIG.js')).toBe('/assets/entry-client-DPR09CIG.js');
  });

  it('when a segment holds characters that need escaping, then they are escaped one way only', () => {
    expect(url('/a%20b')).toBe('/a%20b');
    expect(url('/a%2520b')).toBe('/a%2520b'); // double-encoded stays one level: the router decodes once
    expect(url("/a!b*c'(d)")).toBe("/a!b*c'(d)");
  });
});
