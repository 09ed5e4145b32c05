import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../features/booking/components/booking-page';
import { pageHead } from '../lib/seo';

// The shell of every /booking/<token> (the router sees /booking: features/booking/lib/booking-location.ts);
// the gateway serves it with 200 or 404 by the link's verdict.
export const Route = createFileRoute('/booking')({
  head: () =>
    pageHead({
      title: 'Your consultation',
      description: 'See, reschedule or cancel your free consultation from the link in your booking e-mail.',
      path: '/booking',
      // A visitor's own page, opened from a private link: never in search results.
      noindex: true,
    }),
  component: BookingPage,
});
