import { createFileRoute } from '@tanstack/react-router';
import { loadBookingPage } from '../features/booking/api/get-booking';
import { BookingLoading } from '../features/booking/components/booking-frame';
import { BookingLoadFailed, BookingPage } from '../features/booking/components/booking-page';
import { pageHead } from '../lib/seo';

// The shell of every /booking/<token> (the router sees /booking: features/booking/lib/booking-location.ts);
// the gateway serves it with 200 or 404 by the link's verdict. Prerendered as its loading view: the
// booking is the browser's to ask for (ssr: false), by the loader, like every page's data.
export const Route = createFileRoute('/booking')({
  ssr: false,
  head: () =>
    pageHead({
      title: 'Your consultation',
      description: 'See, reschedule or cancel your free consultation from the link in your booking e-mail.',
      path: '/booking',
      // A visitor's own page, opened from a private link: never in search results.
      noindex: true,
    }),
  loader: loadBookingPage,
  pendingComponent: BookingLoading,
  errorComponent: BookingLoadFailed,
  component: BookingPage,
});
