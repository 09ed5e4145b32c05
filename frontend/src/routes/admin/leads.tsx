import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/components/admin-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin/leads')({
  head: () =>
    pageHead({
      title: 'Lead Management Dashboard',
      description: 'Staff dashboard of contact leads and consultation bookings, with their CRM sync state.',
      path: '/admin/leads',
      // Staff only: shows nothing without a session, and is no page for search results.
      noindex: true,
    }),
  component: AdminPage,
});
