// The booking page's state and actions: the booking the route's loader put in the query cache (read
// with suspense; api/get-booking.ts), the view and reschedule modes, the cancel confirmation, the
// notices, and where focus goes after each change. Each change's answer goes into the cache, so the
// page shows what the server now holds.
import type { FieldIssue } from '@site/contracts/field-issues';
import type { RescheduleInput } from '@site/contracts/booking';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notifyError, notifySuccess, type Notice } from '../../../lib/notify';
import { publicQueryClient } from '../../../lib/public-queries';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import type { BookingAnswer } from '../api/booking-answer';
import { cancelBooking } from '../api/cancel-booking';
import { bookingPageQuery, type BookingPageData } from '../api/get-booking';
import { rescheduleBooking } from '../api/reschedule-booking';
import { CANCEL_FAILED, CANCELLED, RESCHEDULE_FAILED, RESCHEDULED } from '../lib/booking-notices';

export type BookingPageState = BookingPageData;

/** The booking from the cache, and each change's answer applied to it. */
function useBookingState() {
  const client = publicQueryClient();
  const { data: state } = useSuspenseQuery(bookingPageQuery, client);
  /** How often the server refused a new time as taken: the reschedule form's day is asked for again. */
  const [timesTaken, setTimesTaken] = useState(0);
  const show = (next: BookingPageData) => client.setQueryData(bookingPageQuery.queryKey, next);

  /** Applies a change's answer; returns the server's field messages when it refused the input. */
  const apply = (token: string, answer: BookingAnswer, failed: Notice): FieldIssue[] | void => {
    switch (answer.kind) {
      case 'booking':
        return void show({ kind: 'booking', token, booking: answer.booking });
      case 'invalid-link':
        return void show({ kind: 'invalid' });
      case 'slot-taken':
        notifyError(failed);
        setTimesTaken((n) => n + 1);
        return [{ path: 'preferredTime', message: answer.message }];
      case 'conflict':
        notifyError(['Booking Not Changed', answer.message]);
        void client.invalidateQueries({ queryKey: bookingPageQuery.queryKey });
        return;
      case 'refused':
        notifyError(failed);
        return answer.issues;
      case 'failed':
        notifyError(failed);
        return;
    }
  };

  return { state, apply, timesTaken };
}

export function useBookingPage() {
  const { state, apply, timesTaken } = useBookingState();
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
    timesTaken,
    confirming,
    setConfirming,
    cancelling,
    cancel,
    noticeRef,
    rescheduleButton,
  };
}

/** What the booking page's view gets: its state and its actions. */
export type BookingPageModel = ReturnType<typeof useBookingPage>;
