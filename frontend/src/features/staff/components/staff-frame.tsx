// The staff app's frame once the session is known (the /admin route): the one query client for every
// staff page, the page's heading, then the page.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouteContext, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-error';
import { StaffPageFrame } from './staff-page-frame';

export function StaffFrame() {
  const { queryClient } = useRouteContext({ from: '/admin' });
  return (
    <QueryClientProvider client={queryClient}>
      <StaffPageFrame>
        <Outlet />
      </StaffPageFrame>
    </QueryClientProvider>
  );
}

/**
 * A staff page that failed to load. A 401 shows nothing: the session ended, and the sign-in form is on
 * its way (api/staff-kit.ts).
 */
export function StaffPageError({ error, children }: Pick<ErrorComponentProps, 'error'> & { children?: ReactNode }) {
  if (isApiError(error, 401)) return null;
  return <ErrorAlert>{children ?? 'This page is unavailable right now. Please reload the page in a moment.'}</ErrorAlert>;
}
