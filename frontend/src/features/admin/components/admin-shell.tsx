// What every staff page shares: its own query client, the page heading, and the session gate (loading,
// unavailable, the sign-in form without a session); once signed in, who is signed in, Logout and the
// staff navigation, then the page. Prerendered as its loading state; the session is asked for in the browser.
import '../../../lib/validation'; // zod in jitless mode before any schema is used (CSP)
import type { StaffUser } from '@site/contracts/auth';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { StaffNav, type StaffPagePath } from '../../../components/layout/staff-nav';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Container } from '../../../components/ui/section';
import { HttpError } from '../api/http';
import { createAdminQueryClient } from '../api/query-client';
import { SESSION_KEY, useLogout, useSession } from '../api/session';
import { LoginForm } from './login-form';

export interface AdminShellProps {
  title: string;
  description: string;
  /** This page's path: its link in the staff navigation is marked current. */
  current: StaffPagePath;
  /** Shown while the session is asked for (and in the prerendered HTML). */
  loadingText?: string;
  /** The page's content, mounted once someone is signed in. */
  children: ReactNode;
}

function SignedInBar({ user, current }: { user: StaffUser; current: StaffPagePath }) {
  const logout = useLogout();
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Signed in as <span className="font-semibold">{user.username}</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <Icon name="logout" className="h-4 w-4" /> Logout
        </Button>
      </div>
      <StaffNav current={current} />
    </div>
  );
}

function SessionGate({ current, loadingText = 'Loading...', children }: Pick<AdminShellProps, 'current' | 'loadingText' | 'children'>) {
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-700">
        {loadingText}
      </p>
    );
  }
  if (session.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
        This page is unavailable right now. Please reload the page in a moment.
      </p>
    );
  }
  if (!session.data) return <LoginForm />;
  return (
    <div className="space-y-8">
      <SignedInBar user={session.data} current={current} />
      {children}
    </div>
  );
}

export function AdminShell({ title, description, ...gate }: AdminShellProps) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <main id="main" className="min-h-[70vh] bg-slate-50 py-10">
        <Container className="space-y-8">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1 text-slate-600">{description}</p>
          </div>
          <SessionGate {...gate} />
        </Container>
      </main>
    </QueryClientProvider>
  );
}

/** A staff request refused with 401 means the session ended (expired, signed out elsewhere): back to the sign-in form. */
export function useSignInAgainOn401(error: unknown) {
  const client = useQueryClient();
  useEffect(() => {
    if (error instanceof HttpError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
  }, [error, client]);
}
