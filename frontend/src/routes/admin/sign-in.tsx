import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../../features/staff/components/sign-in-page';
import { staffReturnPath } from '../../features/staff/lib/staff-page';

export const Route = createFileRoute('/admin/sign-in')({
  staticData: {
    staffPage: {
      title: 'Staff Sign In',
      description: 'Sign in with your staff account to see contact leads and consultation bookings.',
      summary: 'Staff sign-in to the lead dashboard, the people and privacy pages, the audit log and the mail sent.',
    },
  },
  // Where to go once signed in: a staff page only (never another site).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: staffReturnPath(search.redirect) }),
  beforeLoad: ({ context, search }) => {
    if (context.user) throw redirect({ href: search.redirect ?? '/admin/leads', replace: true });
  },
  component: SignInPage,
});
