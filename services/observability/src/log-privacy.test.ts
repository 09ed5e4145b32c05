import { describe, expect, it } from 'vitest';
import { serializeRequest } from './log-privacy';

const path = (url: string) => serializeRequest({ method: 'GET', url }).path;

describe('logged request paths', () => {
  it('when a booking token is in the path, in any spelling, then the log keeps only :token', () => {
    expect(path('/booking/abc.def?x=1')).toBe('/booking/:token');
    expect(path('/api/booking/abc.def/reschedule')).toBe('/api/booking/:token/reschedule');
    expect(path('/booking/abc.def/cancel')).toBe('/booking/:token/cancel');
    expect(path('//booking//abc.def/')).toBe('//booking//:token/');
    expect(path('/b%6Foking/%61bc.def')).toBe('/booking/:token');
    expect(path('/BOOKING/abc.def')).toBe('/BOOKING/:token');
    expect(path('/booking\\abc.def')).toBe('/booking\\:token');
  });

  it('when the path is anything else, then it is logged as it came, without the query', () => {
    expect(path('/api/contacts?q=secret')).toBe('/api/contacts');
    expect(path('/book-consultation')).toBe('/book-consultation');
    expect(path('/booking')).toBe('/booking');
    expect(path('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
