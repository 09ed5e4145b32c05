// /admin/leads: the staff login, then the dashboard. Prerendered as its loading state; the session is
// asked for in the browser. The whole feature (react-query, zod) is in this route's own chunk.
import '../../../lib/validation'; // zod in jitless mode before any schema is used (CSP)
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Container } from '../../../components/ui/section';
import { createAdminQueryClient } from '../api/query-client';
import { useSession } from '../api/session';
import { Dashboard } from './dashboard';
import { LoginForm } from './login-form';

function AdminContent() {
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-700">
        Loading lead data...
      </p>
    );
  }
  if (session.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
        The dashboard is unavailable right now. Please reload the page in a moment.
      </p>
    );
  }
  return session.data ? <Dashboard user={session.data} /> : <LoginForm />;
}

export function AdminPage() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <main id="main" className="min-h-[70vh] bg-slate-50 py-10">
        <Container className="space-y-8">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Lead Management Dashboard</h1>
            <p className="mt-1 text-slate-600">Contact leads and consultation bookings, with their Odoo sync state.</p>
          </div>
          <AdminContent />
        </Container>
      </main>
    </QueryClientProvider>
  );
}
