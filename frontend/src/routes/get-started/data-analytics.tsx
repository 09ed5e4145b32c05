import { createFileRoute } from '@tanstack/react-router';
import { getStartedAnalytics } from '../../content/get-started/data-analytics';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { GetStartedPage } from '../../features/content-pages/get-started/get-started-page';
import { startingPrices } from '../../content/starting-prices';
import { formatNaira } from '../../content/types';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/get-started/data-analytics')({
  head: () =>
    pageHead({
      title: 'Get Started with Data Analytics',
      description: `Analytics packages from ${formatNaira(startingPrices.analytics)} with fixed timeframes: dashboards, data warehouse and predictive analytics, with 60 days of optimization and a free consultation.`,
      path: '/get-started/data-analytics',
    }),
  component: Page,
});

function Page() {
  return (
    <GetStartedPage
      page={getStartedAnalytics}
      path="/get-started/data-analytics"
      serviceName="Data analytics and Power BI"
      bookingForm={<BookingForm defaultConsultationType={getStartedAnalytics.consultationType} />}
    />
  );
}
