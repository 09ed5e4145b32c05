// The frame of every staff page: the page's heading and introduction (from its route's staticData, so
// they show before the page's code and data have arrived), then the page or its loading text. The
// loading state is what the prerendered staff pages hold; this module stays light (no react-query,
// no zod), since the staff app's pending state is part of the app every page loads.
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/section';
import type { StaffPageText } from '../lib/staff-page';

/** The deepest matched route's staff page text. */
export function useStaffPageText(): StaffPageText | undefined {
  return useMatches({ select: (matches) => matches.findLast((m) => m.staticData.staffPage)?.staticData.staffPage });
}

/**
 * A full screen high: the footer starts below the first screen, so the page does not move under the
 * reader when the loading text gives way to the page (or the sign-in form).
 */
export function StaffPageFrame({ children }: { children: ReactNode }) {
  const page = useStaffPageText();
  return (
    <main id="main" className="min-h-screen bg-slate-50 py-10">
      <Container className="space-y-8">
        {page ? (
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.title}</h1>
            <p className="mt-1 text-slate-600">{page.description}</p>
          </div>
        ) : null}
        {children}
      </Container>
    </main>
  );
}

export function StaffLoading() {
  const page = useStaffPageText();
  return (
    <StaffPageFrame>
      <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-700">
        {page?.loadingText ?? 'Loading...'}
      </p>
    </StaffPageFrame>
  );
}

/** The session could not be checked (the leads service or the network is down). */
export function StaffUnavailable() {
  return (
    <StaffPageFrame>
      <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
        This page is unavailable right now. Please reload the page in a moment.
      </p>
    </StaffPageFrame>
  );
}
