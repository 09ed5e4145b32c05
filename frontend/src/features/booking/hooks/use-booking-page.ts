// The booking page's state and actions: loading the booking the link opens, the page's state machine
// (loading → the booking, an invalid link or a failure), the view and reschedule modes, the cancel
// confirmation, the notices, and where focus goes after each change.
import type { BookingView, RescheduleInput } from '@site/contracts/booking';
import type { FieldIssue } from '@site/contracts/field-issues';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess, type Notice } from '../../../lib/notify';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import type { BookingAnswer } from '../api/booking-answer';
import { cancelBooking } from '../api/cancel-booking';
import { getBooking } from '../api/get-booking';
import { rescheduleBooking } from '../api/reschedule-booking';
import { bookingTokenFromPath } from '../lib/booking-location';
import { CANCEL_FAILED, CANCELLED, LOAD_FAILED, RESCHEDULE_FAILED, RESCHEDULED } from '../lib/booking-notices';

export type BookingPageState =
  { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'booking'; token: string; booking: BookingView };

/** Loads the booking the link opens and applies each change's answer to the page's state. */
function useBookingState() {
  const [state, setState] = useState<BookingPageState>({ kind: 'loading' });

  const load = useCallback(async () => {
    // The token is read in the browser only: the prerendered page is one shell for every link.
    const token = bookingTokenFromPath(window.location.pathname);
    if (token === null) return setState({ kind: 'invalid' });
    setState({ kind: 'loading' });
    const answer = await getBooking(token);
    if (answer.kind === 'booking') setState({ kind: 'booking', token, booking: answer.booking });
    else if (answer.kind === 'invalid-link') setState({ kind: 'invalid' });
    else {
      setState({ kind: 'failed' });
      notifyError(LOAD_FAILED);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Applies a change's answer; returns the server's field messages when it refused the input. */
  const apply = (token: string, answer: BookingAnswer, failed: Notice): FieldIssue[] | void => {
    switch (answer.kind) {
      case 'booking':
        return setState({ kind: 'booking', token, booking: answer.booking });
      case 'invalid-link':
        return setState({ kind: 'invalid' });
      case 'conflict':
        notifyError(['Booking Not Changed', answer.message]);
        void load();
        return;
      case 'refused':
        notifyError(failed);
        return answer.issues;
      case 'failed':
        notifyError(failed);
        return;
    }
  };

  return { state, load, apply };
}

export function useBookingPage() {
  const { state, load, apply } = useBookingState();
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const noticeRef = useRef<HTMLHeadingElement>(null);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  async function reschedule(token: string, input: RescheduleInput) {
    const answer = await rescheduleBooking(token, input);
    const issues = apply(token, answer, RESCHEDULE_FAILED);
    if (answer.kind === 'booking') {
      setMode('view');
      notifySuccess(RESCHEDULED);
      focusAfterRender(() => rescheduleButton.current);
    }
    return issues;
  }

  async function cancel(token: string) {
    setCancelling(true);
    const answer = await cancelBooking(token);
    setCancelling(false);
    setConfirming(false);
    apply(token, answer, CANCEL_FAILED);
    if (answer.kind === 'booking') {
      setMode('view');
      notifySuccess(CANCELLED);
      // The dialog's opener is gone with the dialog: the page's new message takes focus.
      focusAfterRender(() => noticeRef.current);
    }
  }

  return {
    state,
    mode,
    /** Back from the reschedule form to the booking, focus on the Reschedule button. */
    backToView: () => {
      setMode('view');
      focusAfterRender(() => rescheduleButton.current);
    },
    startReschedule: () => setMode('reschedule'),
    reschedule,
    confirming,
    setConfirming,
    cancelling,
    cancel,
    retry: () => void load(),
    noticeRef,
    rescheduleButton,
  };
}

/** What the booking page's view gets: its state and its actions. */
export type BookingPageModel = ReturnType<typeof useBookingPage>;
