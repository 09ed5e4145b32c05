import { describe, expect, it } from 'vitest';
import { formatPrice, groupThousands } from './types';

describe('formatPrice', () => {
  it('when given naira amounts, then it groups thousands with commas and a naira sign', () => {
    expect(formatPrice({ kind: 'naira', amount: 2500 })).toBe('₦2,500');
    expect(formatPrice({ kind: 'naira', amount: 800000 })).toBe('₦800,000');
    expect(groupThousands(29200000)).toBe('29,200,000');
    expect(groupThousands(150)).toBe('150');
  });

  it('when given free, custom or text prices, then it shows them as words', () => {
    expect(formatPrice({ kind: 'free' })).toBe('Free');
    expect(formatPrice({ kind: 'custom' })).toBe('Custom');
    expect(formatPrice({ kind: 'text', text: 'Contact us' })).toBe('Contact us');
  });
});
