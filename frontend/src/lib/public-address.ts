// An address as it may be stored or reported: a booking link (/booking/<token>) carries the visitor's
// credential in its path, so everything that keeps or sends an address on (lead attribution, the page a
// form was sent from, analytics page views) names the page, /booking, instead. Query and hash stay
// (campaign parameters are read from them).
/** A booking link's path; the one group is the token as written in the address. */
export const BOOKING_LINK = /^\/booking\/([^/]+)\/?$/;

/** The path without a booking token. */
export function publicPath(pathname: string): string {
  return BOOKING_LINK.test(pathname) ? '/booking' : pathname;
}

/** An absolute address without a booking token. */
export function publicHref(href: string): string {
  const url = new URL(href);
  url.pathname = publicPath(url.pathname);
  return url.href;
}
