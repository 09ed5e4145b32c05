// /booking/<token>: the visitor's own consultation, opened from the link in their e-mails. The
// prerendered page is a shell (the route's pending view, booking-frame.tsx; the token is read in the
// browser and never rendered into HTML); the route's loader fetches the booking, and this page shows it
// and lets the visitor reschedule it or cancel it (the state and actions are hooks/use-booking-page.ts).
// Any bad, tampered or expired link shows one "link is not valid" message; a load without an answer, the
// route's error view with a retry.
import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { notifyError } from '../../../lib/notify';
import { bookingPath } from '../api/booking-answer';
import { type BookingPageModel, type BookingPageState, useBookingPage } from '../hooks/use-booking-page';
import { LOAD_FAILED } from '../lib/booking-notices';
import { BookingDetails } from './booking-details';
import { BookingFrame } from './booking-frame';
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
  return <BookingFrame>{state.kind === 'invalid' ? <InvalidLinkNotice /> : <BookingShown page={page} state={state} />}</BookingFrame>;
}

function InvalidLinkNotice() {
  return (
    <div className="mt-6" data-booking-state="invalid">
      <p className="text-lg text-slate-800">{INVALID_LINK_MESSAGE}</p>
      <BookAgain text="Book a consultation" />
    </div>
  );
}

/** The route's error view: the booking could not be loaded (no answer); the loader runs again on a retry. */
export function BookingLoadFailed() {
  const router = useRouter();
  useEffect(() => notifyError(LOAD_FAILED), []);
  return (
    <BookingFrame>
      <div className="mt-6" data-booking-state="failed">
        <p className="text-slate-800">We could not load your booking just now.</p>
        <Button className="mt-4" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </div>
    </BookingFrame>
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
        <RescheduleForm
          onSubmit={(input) => page.reschedule(state.token, input)}
          onBack={page.backToView}
          // Its own page asks which times the booking may move to: its own time counts as free.
          availabilityUrl={(date) => `${bookingPath(state.token)}/availability?date=${encodeURIComponent(date)}`}
          reloadKey={page.timesTaken}
        />
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
