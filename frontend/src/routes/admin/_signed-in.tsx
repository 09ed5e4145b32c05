// The staff pages that need a session: without one, the sign-in form, which comes back here afterwards.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../../features/staff/components/signed-in-layout';

export const Route = createFileRoute('/admin/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (!context.user) throw redirect({ to: '/admin/sign-in', search: { redirect: location.href }, replace: true });
    return { user: context.user };
  },
  component: SignedInLayout,
});
