// The booking page's frame: its heading and the way to ask us, around whatever the page shows; and what
// it shows while the booking loads, which is also the prerendered page (the route's pending view: the
// shell holds no booking, and without JavaScript says the page needs it).
import type { ReactNode } from 'react';
import { ButtonAnchor } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Container } from '../../../components/ui/section';

export function BookingFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bg-slate-50 py-12 sm:py-16">
      <Container className="max-w-3xl">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
          <div className="flex items-center gap-3">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="calendar" className="h-6 w-6" />
            </span>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your consultation</h1>
          </div>

          {children}

          <p className="mt-10 text-sm text-slate-600">
            Questions about your booking?{' '}
            <ButtonAnchor variant="ghost" size="sm" href="/contact">
              Contact us
            </ButtonAnchor>
          </p>
        </div>
      </Container>
    </main>
  );
}

/** Shown until the booking has loaded; without JavaScript it never loads, so the page says so. */
export function BookingLoading() {
  return (
    <BookingFrame>
      <p className="mt-6 text-slate-700" role="status" data-booking-state="loading">
        Loading your booking…
      </p>
      <noscript>
        <p className="mt-4 text-slate-700">
          This page needs JavaScript to show your booking. Please turn it on, or call us to change your booking.
        </p>
      </noscript>
    </BookingFrame>
  );
}
