import { createFileRoute } from '@tanstack/react-router';
import { auditLogQuery } from '../../../features/staff/api/get-audit-log';
import { AuditPage, AuditPageError } from '../../../features/staff/components/audit-page';

export const Route = createFileRoute('/admin/_signed-in/audit')({
  staticData: {
    staffPage: {
      title: 'Audit log',
      description:
        "Who signed in, exported, searched, corrected, erased or re-queued, when and from where. Entries never hold a person's data.",
      summary: 'Staff page listing every staff action on personal data, newest first.',
      loadingText: 'Loading the audit log...',
    },
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(auditLogQuery),
  component: AuditPage,
  errorComponent: AuditPageError,
});
