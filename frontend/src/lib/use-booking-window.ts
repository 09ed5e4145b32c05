import { bookingWindow } from '@site/contracts/lagos-date';
import { useEffect, useState } from 'react';

/**
 * Today and today + 3 months in Africa/Lagos, for a date input's min and max. Undefined during the
 * prerender and the first client render (so hydration matches), then set; refreshed when the input
 * gains focus so a page left open past midnight still offers the right days.
 */
export function useBookingWindow() {
  const [window, setWindow] = useState<{ min: string; max: string } | undefined>(undefined);
  useEffect(() => setWindow(bookingWindow()), []);
  const refresh = () => setWindow(bookingWindow());
  return { window, refresh };
}
