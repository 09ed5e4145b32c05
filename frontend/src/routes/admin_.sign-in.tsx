// /admin/sign-in, outside the staff app's /admin route (the trailing underscore): the staff pages are
// prerendered as their loading state, this one as the form itself, which needs no session to render.
// Signing in records the session in the staff app's kit (router context), so the way on to the page
// asked for is the app's own navigation.
import { STAFF_HOME_PATH, STAFF_SIGN_IN_PATH, staffReturnPath } from '@site/contracts/staff-return-path';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/staff/components/sign-in-page';
import { signedInHint } from '../features/staff/lib/signed-in-hint';
import { pageHead } from '../lib/seo';

const page = {
  title: 'Staff Sign In',
  description: 'Sign in with your staff account to see contact leads and consultation bookings.',
  summary: 'Staff sign-in to the lead dashboard, the people and privacy pages, the audit log and the mail sent.',
};

export const Route = createFileRoute('/admin_/sign-in')({
  staticData: { staffPage: page },
  head: () => pageHead({ title: page.title, description: page.summary, path: STAFF_SIGN_IN_PATH, noindex: true }),
  // Where to go once signed in: a staff page only (never another site).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: staffReturnPath(search.redirect) }),
  // Someone already signed in goes on at once. A document request never gets here with a session (the
  // gateway redirects it) and hydration keeps the prerendered form: this is for the app's own navigations.
  beforeLoad: async ({ context, search }) => {
    if (import.meta.env.SSR || !signedInHint()) return;
    if ((await context.staff()).isSignedIn()) throw redirect({ href: search.redirect ?? STAFF_HOME_PATH, replace: true });
  },
  component: SignInPage,
});
