// A booking page's address is /booking/<token>; the router knows one page, /booking. The rewrite
// below shows the router /booking for any /booking/<token> (so the prerendered shell hydrates as the
// same route, and the token never reaches the router's state), and keeps the address bar as it is.
// What keeps or reports an address (analytics, a lead's attribution) goes through lib/public-address.
import type { LocationRewrite } from '@tanstack/react-router';
import { BOOKING_LINK } from '../../../lib/public-address';

/** The router's path of the booking page (the prerendered shell the gateway serves for every token). */
export const BOOKING_PATH = '/booking';

/** The token in a booking page's address, or null when the path is no booking link. */
export function bookingTokenFromPath(pathname: string): string | null {
  const match = BOOKING_LINK.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export const bookingRewrite: LocationRewrite = {
  input: ({ url }) => {
    if (bookingTokenFromPath(url.pathname) === null) return undefined;
    url.pathname = BOOKING_PATH;
    return url;
  },
  // Only while on a booking link: the router's /booking is written back as the address it came from.
  output: ({ url }) => {
    if (url.pathname !== BOOKING_PATH || typeof window === 'undefined') return undefined;
    if (bookingTokenFromPath(window.location.pathname) === null) return undefined;
    url.pathname = window.location.pathname;
    return url;
  },
};
