import { createFileRoute } from '@tanstack/react-router';
import { mailListQuery } from '../../../features/staff/api/get-mail-list';
import { MailPage, MailPageError } from '../../../features/staff/components/mail-page';

export const Route = createFileRoute('/admin/_signed-in/mail')({
  staticData: {
    staffPage: {
      title: 'Mail sent',
      description: 'Booking e-mails to visitors and notices to staff, as they were sent.',
      summary: 'Staff view of the e-mails the site sent to visitors and staff.',
      loadingText: 'Loading mail...',
    },
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(mailListQuery),
  component: MailPage,
  errorComponent: MailPageError,
});
