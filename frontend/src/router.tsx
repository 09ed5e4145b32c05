import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { bookingRewrite } from './features/booking/booking-location';
import { routeTree } from './routeTree.gen';

/** One factory for the prerender and the browser, so both build the same router. */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    // New pages start at the top; back and forward restore where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultStructuralSharing: true,
    // Every /booking/<token> is the one /booking page to the router (the token stays in the address bar only).
    rewrite: bookingRewrite,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
