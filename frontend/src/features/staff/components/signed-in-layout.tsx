// Staff pages with a session: who is signed in, Logout and the staff navigation above the page, and the
// one live-event stream every staff page shares (it stays open while staff move between pages).
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useSignOut } from '../api/sign-out';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { StaffNav } from './staff-nav';

export function SignedInLayout() {
  const { user } = useRouteContext({ from: '/admin/_signed-in' });
  const signOut = useSignOut();
  useLiveUpdates();
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            Signed in as <span className="font-semibold">{user.username}</span>
          </p>
          <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <Icon name="logout" className="h-4 w-4" /> Logout
          </Button>
        </div>
        <StaffNav />
      </div>
      <Outlet />
    </div>
  );
}
