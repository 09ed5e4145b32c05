import { createFileRoute } from '@tanstack/react-router';
import { getStartedAzure } from '../../content/get-started/azure';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { GetStartedPage } from '../../features/content-pages/get-started/get-started-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/get-started/azure')({
  head: () =>
    pageHead({
      title: 'Get Started with Azure',
      description:
        'Plan your Azure migration in five steps, choose IaaS, PaaS or SaaS, and book a free consultation with a cloud architect. 90 days of support after migration.',
      path: '/get-started/azure',
    }),
  component: Page,
});

function Page() {
  return (
    <GetStartedPage
      page={getStartedAzure}
      path="/get-started/azure"
      serviceName="Azure cloud migration"
      bookingForm={<BookingForm defaultConsultationType={getStartedAzure.consultationType} />}
    />
  );
}
