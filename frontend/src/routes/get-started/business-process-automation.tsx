import { createFileRoute } from '@tanstack/react-router';
import { getStartedAutomation } from '../../content/get-started/business-process-automation';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { GetStartedPage } from '../../features/content-pages/get-started/get-started-page';
import { startingPrices } from '../../content/starting-prices';
import { formatNaira } from '../../content/types';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/get-started/business-process-automation')({
  head: () =>
    pageHead({
      title: 'Get Started with Business Process Automation',
      description: `Automation packages from ${formatNaira(startingPrices.automation)} with fixed timeframes: a 5-step start, workflow, document and integration solutions, and a free consultation.`,
      path: '/get-started/business-process-automation',
    }),
  component: Page,
});

function Page() {
  return (
    <GetStartedPage
      page={getStartedAutomation}
      path="/get-started/business-process-automation"
      serviceName="Business process automation"
      bookingForm={<BookingForm defaultConsultationType={getStartedAutomation.consultationType} />}
    />
  );
}
