// /booking/<token>: the visitor's own consultation, opened from the link in their e-mails. The
// prerendered page is a shell (the token is read in the browser and never rendered into HTML); it
// shows the booking and lets the visitor reschedule it or cancel it (the state and actions are
// hooks/use-booking-page.ts). Any bad, tampered or expired link shows one "link is not valid" message.
import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Container } from '../../../components/ui/section';
import { type BookingPageModel, type BookingPageState, useBookingPage } from '../hooks/use-booking-page';
import { BookingDetails } from './booking-details';
import { CancelDialog } from './cancel-dialog';
import { RescheduleForm } from './reschedule-form';

function BookAgain({ text }: { text: string }) {
  return (
    <ButtonLink to="/book-consultation" size="lg" className="mt-6">
      {text}
    </ButtonLink>
  );
}

export function BookingPage() {
  const page = useBookingPage();
  const { state } = page;
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

          {state.kind === 'loading' ? <LoadingNotice /> : null}

          {state.kind === 'invalid' ? <InvalidLinkNotice /> : null}

          {state.kind === 'failed' ? <LoadFailedNotice onRetry={page.retry} /> : null}

          {state.kind === 'booking' ? <BookingShown page={page} state={state} /> : null}

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
function LoadingNotice() {
  return (
    <>
      <p className="mt-6 text-slate-700" role="status" data-booking-state="loading">
        Loading your booking…
      </p>
      <noscript>
        <p className="mt-4 text-slate-700">
          This page needs JavaScript to show your booking. Please turn it on, or call us to change your booking.
        </p>
      </noscript>
    </>
  );
}

function InvalidLinkNotice() {
  return (
    <div className="mt-6" data-booking-state="invalid">
      <p className="text-lg text-slate-800">{INVALID_LINK_MESSAGE}</p>
      <BookAgain text="Book a consultation" />
    </div>
  );
}

function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mt-6" data-booking-state="failed">
      <p className="text-slate-800">We could not load your booking just now.</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The booking itself: its details, and (unless it is cancelled) reschedule and cancel. */
function BookingShown({ page, state }: { page: BookingPageModel; state: Extract<BookingPageState, { kind: 'booking' }> }) {
  const { mode } = page;
  return (
    <div data-booking-state={state.booking.status}>
      {state.booking.status === 'cancelled' ? (
        <div className="mt-6 rounded-xl bg-red-50 p-4">
          <h2 ref={page.noticeRef} tabIndex={-1} className="text-xl font-semibold text-red-900">
            Your consultation has been cancelled
          </h2>
          <p className="mt-1 text-red-900">If you would still like to talk to us, book a new consultation at a time that suits you.</p>
        </div>
      ) : (
        <p className="mt-4 text-slate-700">Hello {state.booking.name}, here is your free consultation with our team.</p>
      )}
      <BookingDetails booking={state.booking} />

      {state.booking.status === 'cancelled' ? (
        <BookAgain text="Book a new consultation" />
      ) : mode === 'reschedule' ? (
        <RescheduleForm onSubmit={(input) => page.reschedule(state.token, input)} onBack={page.backToView} />
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <Button ref={page.rescheduleButton} onClick={page.startReschedule}>
            <Icon name="clock" /> Reschedule
          </Button>
          <Button variant="outline" onClick={() => page.setConfirming(true)}>
            Cancel booking
          </Button>
        </div>
      )}
      {state.booking.status !== 'cancelled' ? (
        <CancelDialog
          open={page.confirming}
          when={state.booking.when}
          cancelling={page.cancelling}
          onConfirm={() => void page.cancel(state.token)}
          onClose={() => page.setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
