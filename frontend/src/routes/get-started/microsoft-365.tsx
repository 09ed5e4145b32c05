import { createFileRoute } from '@tanstack/react-router';
import { getStartedMicrosoft365 } from '../../content/get-started/microsoft-365';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { GetStartedPage } from '../../features/content-pages/get-started/get-started-page';
import { MICROSOFT_365_PRICE_UNIT, startingPrices } from '../../content/starting-prices';
import { formatNaira } from '../../content/types';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/get-started/microsoft-365')({
  head: () =>
    pageHead({
      title: 'Get Started with Microsoft 365',
      description: `Choose a Microsoft 365 plan from ${formatNaira(startingPrices.microsoft365)} ${MICROSOFT_365_PRICE_UNIT} and book a free consultation: a 4-step implementation with migration, security, training and 30 days of support.`,
      path: '/get-started/microsoft-365',
    }),
  component: Page,
});

function Page() {
  return (
    <GetStartedPage
      page={getStartedMicrosoft365}
      path="/get-started/microsoft-365"
      serviceName="Microsoft 365 implementation"
      bookingForm={<BookingForm defaultConsultationType={getStartedMicrosoft365.consultationType} />}
    />
  );
}
