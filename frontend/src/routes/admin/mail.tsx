import { createFileRoute } from '@tanstack/react-router';
import { MailPage } from '../../features/admin/components/mail-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin/mail')({
  head: () =>
    pageHead({
      title: 'Mail sent',
      description: 'Staff view of the e-mails the site sent to visitors and staff.',
      path: '/admin/mail',
      // Staff only: shows nothing without a session, and is no page for search results.
      noindex: true,
    }),
  component: MailPage,
});
