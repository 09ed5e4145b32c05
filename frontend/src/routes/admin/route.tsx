// The staff app: every /admin page is a child of this route, so staff move between pages in the app
// (no document request) under one query client, one session check and one live-event stream. The
// router's context carries the client and the signed-in user (null when nobody is) to the pages below.
// Prerendered as its loading state: the session is the browser's to ask about, so nothing of the staff
// app runs at build time (ssr: false); the page's heading and head come from its route's staticData.
import { createFileRoute, type StaticDataRouteOption } from '@tanstack/react-router';
import { StaffFrame } from '../../features/staff/components/staff-frame';
import { StaffLoading, StaffUnavailable } from '../../features/staff/components/staff-page-frame';
import { afterHydration } from '../../lib/hydration';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin')({
  ssr: false,
  // The router renders no head below a route that is not server-rendered: this one speaks for its pages.
  // (Its parameter is typed here: inferred, it would refer to this route's own context while that is inferred.)
  head: ({ matches }: { matches: readonly { staticData: StaticDataRouteOption; pathname: string }[] }) => {
    const page = matches.findLast((m) => m.staticData.staffPage);
    const text = page?.staticData.staffPage;
    // Staff only: shows nothing without a session, and is no page for search results.
    return text ? pageHead({ title: text.title, description: text.summary, path: page.pathname, noindex: true }) : {};
  },
  beforeLoad: async ({ context }) => {
    // The staff app's code loads meanwhile; its answer (often: the sign-in form) waits for hydration.
    const [{ queryClient, sessionQuery }] = await Promise.all([context.staff(), afterHydration()]);
    const user = await queryClient.ensureQueryData(sessionQuery);
    return { queryClient, user };
  },
  pendingComponent: StaffLoading,
  component: StaffFrame,
  errorComponent: StaffUnavailable,
});
