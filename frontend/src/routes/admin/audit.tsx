import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/admin/components/audit-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin/audit')({
  head: () =>
    pageHead({
      title: 'Audit log',
      description: "Staff page listing every staff action on personal data, newest first.",
      path: '/admin/audit',
      // Staff only: shows nothing without a session, and is no page for search results.
      noindex: true,
    }),
  component: AuditPage,
});
