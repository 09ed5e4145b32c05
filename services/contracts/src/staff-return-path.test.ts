import { describe, expect, it } from 'vitest';
import { staffReturnPath } from './staff-return-path';

describe('where the sign-in form returns to', () => {
  it('a page of the staff app only', () => {
    expect(staffReturnPath('/admin/leads?tab=consultations&q=eze')).toBe('/admin/leads?tab=consultations&q=eze');
    expect(staffReturnPath('/admin/people')).toBe('/admin/people');
    for (const elsewhere of [
      'https://evil.example/admin/leads',
      '//evil.example/x',
      '/admin//evil.example',
      '/admin/sign-in',
      '/admin/queues',
      '/contact',
      '/admin/people\r\nSet-Cookie: x=1',
      '/admin/people ',
      42,
      undefined,
    ])
      expect(staffReturnPath(elsewhere), String(elsewhere)).toBeUndefined();
  });
});
