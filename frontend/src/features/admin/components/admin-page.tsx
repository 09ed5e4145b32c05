// /admin/leads: the staff sign-in, then the dashboard. The whole feature (react-query, zod) is in this
// route's own chunk.
import { AdminShell } from './admin-shell';
import { Dashboard } from './dashboard';

export function AdminPage() {
  return (
    <AdminShell
      title="Lead Management Dashboard"
      description="Contact leads and consultation bookings, with their Odoo sync state."
      current="/admin/leads"
      loadingText="Loading lead data..."
    >
      <Dashboard />
    </AdminShell>
  );
}
