import { describe, expect, it } from 'vitest';
import { publicHref, publicPath } from './public-address';

describe('public address', () => {
  it('names a booking link by its page and keeps the query; other addresses are unchanged', () => {
    expect(publicPath('/booking/MDE5.c2ln')).toBe('/booking');
    expect(publicPath('/booking/MDE5.c2ln/')).toBe('/booking');
    expect(publicPath('/booking')).toBe('/booking');
    expect(publicPath('/contact')).toBe('/contact');
    expect(publicHref('https://site.ng/booking/MDE5.c2ln?utm_source=mail#x')).toBe('https://site.ng/booking?utm_source=mail#x');
    expect(publicHref('https://site.ng/solutions?utm_campaign=m365')).toBe('https://site.ng/solutions?utm_campaign=m365');
  });
});
