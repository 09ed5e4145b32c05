import { createRouter as createTanStackRouter, type RouterHistory } from '@tanstack/react-router';
import type { StaffPageText } from './features/staff/lib/staff-page';
import { bookingRewrite } from './features/booking/lib/booking-location';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/** One factory for the prerender and the browser, so both build the same router (tests give it a memory history). */
export function createRouter({ history }: { history?: RouterHistory } = {}) {
  let staff: ReturnType<RouterContext['staff']> | undefined;
  const router = createTanStackRouter({
    routeTree,
    history,
    context: {
      staff: () =>
        (staff ??= import('./features/staff/api/staff-kit').then((m) =>
          // A session that ended is noticed by whatever staff request got the 401; re-checking the
          // current page's routes sends it to the sign-in form.
          m.createStaffKit({ onSessionEnded: () => void router.invalidate() }),
        )),
    },
    // New pages start at the top; back and forward restore where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultStructuralSharing: true,
    // Every /booking/<token> is the one /booking page to the router (the token stays in the address bar only).
    rewrite: bookingRewrite,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /** A staff page's heading, introduction and loading text (also what its prerendered page shows). */
    staffPage?: StaffPageText;
  }
}
