// GET /api/booking/:token: the booking a link opens (never the visitor's e-mail or phone), as the page's
// query: the route's loader has it in the cache before the page shows, and the page reads it with
// suspense. The token comes from the address bar, never from the router (lib/booking-location.ts): the
// loader returns nothing, so no router state holds it.
import type { BookingView } from '@site/contracts/booking';
import { queryOptions } from '@tanstack/react-query';
import { afterHydration } from '../../../lib/hydration';
import { publicQueryClient } from '../../../lib/public-queries';
import { bookingTokenFromPath } from '../lib/booking-location';
import { bookingCall, bookingPath } from './booking-answer';

const getBooking = (token: string) => bookingCall(bookingPath(token));

/** What the page shows: the booking with its link's token, or that the link is not valid. */
export type BookingPageData = { kind: 'booking'; token: string; booking: BookingView } | { kind: 'invalid' };

/** No usable answer (network, 5xx, too many requests): the route shows its error view and a retry. */
class BookingLoadError extends Error {
  override name = 'BookingLoadError';
}

export const bookingPageQuery = queryOptions({
  queryKey: ['booking-page'] as const,
  queryFn: async (): Promise<BookingPageData> => {
    // The prerendered page is one shell for every link: the token is read in the browser only.
    const token = bookingTokenFromPath(window.location.pathname);
    if (token === null) return { kind: 'invalid' };
    const answer = await getBooking(token);
    if (answer.kind === 'booking') return { kind: 'booking', token, booking: answer.booking };
    if (answer.kind === 'invalid-link') return { kind: 'invalid' };
    throw new BookingLoadError('the booking could not be loaded');
  },
  // A booking changes by the visitor's own actions here, which put the answer in the cache.
  staleTime: Infinity,
  retry: false,
});

/**
 * The route's loader: the booking in the cache before the page shows. It waits for the prerendered
 * shell to be hydrated (lib/hydration.ts: a router update during hydration hydrates the rest at once).
 */
export async function loadBookingPage(): Promise<void> {
  await afterHydration();
  await publicQueryClient().ensureQueryData(bookingPageQuery);
}
