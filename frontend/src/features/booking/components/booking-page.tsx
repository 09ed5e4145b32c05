// /booking/<token>: the visitor's own consultation, opened from the link in their e-mails. The
// prerendered page is a shell (the token is read in the browser and never rendered into HTML); it
// loads the booking, shows it, and lets the visitor reschedule it or cancel it. Any bad, tampered or
// expired link shows one "link is not valid" message.
import '../../../lib/validation'; // zod in jitless mode before any schema is used (CSP)
import { INVALID_LINK_MESSAGE, type BookingView, type RescheduleInput } from '@site/contracts/booking';
import type { FieldIssue } from '@site/contracts/field-issues';
import { consultationStatusColours, durationLabel } from '@site/contracts/options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Container } from '../../../components/ui/section';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { cancelBooking, fetchBooking, rescheduleBooking, type BookingAnswer } from '../booking-api';
import { bookingTokenFromPath } from '../booking-location';
import { CANCEL_FAILED, CANCELLED, LOAD_FAILED, RESCHEDULE_FAILED, RESCHEDULED } from '../booking-notices';
import { CancelDialog } from './cancel-dialog';
import { RescheduleForm } from './reschedule-form';

type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'booking'; token: string; booking: BookingView };

const statusLabels: Record<string, string> = { scheduled: 'Scheduled', rescheduled: 'Rescheduled', cancelled: 'Cancelled', completed: 'Completed' };

/** Only a web address becomes a link (the meeting link comes from Odoo or a template). */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

function BookingDetails({ booking }: { booking: BookingView }) {
  const tone = (consultationStatusColours as Record<string, string>)[booking.status] as BadgeTone | undefined;
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200" data-booking-details>
      <div className="grid gap-1 p-4 sm:grid-cols-3">
        <dt className="font-medium text-slate-700">Consultation</dt>
        <dd className="text-slate-900 sm:col-span-2">{booking.consultationTypeLabel}</dd>
      </div>
      <div className="grid gap-1 p-4 sm:grid-cols-3">
        <dt className="font-medium text-slate-700">When</dt>
        <dd className="text-slate-900 sm:col-span-2" data-booking-when>
          {booking.when ?? 'No date chosen yet: we will call you to agree one.'}
        </dd>
      </div>
      <div className="grid gap-1 p-4 sm:grid-cols-3">
        <dt className="font-medium text-slate-700">Duration</dt>
        <dd className="text-slate-900 sm:col-span-2">{durationLabel(booking.duration)}</dd>
      </div>
      <div className="grid gap-1 p-4 sm:grid-cols-3">
        <dt className="font-medium text-slate-700">Status</dt>
        <dd className="sm:col-span-2">
          <Badge tone={tone ?? 'gray'} data-status={booking.status}>
            {statusLabels[booking.status] ?? booking.status}
          </Badge>
        </dd>
      </div>
      <div className="grid gap-1 p-4 sm:grid-cols-3">
        <dt className="font-medium text-slate-700">Video link</dt>
        <dd className="text-slate-900 sm:col-span-2">
          {booking.status === 'cancelled' ? (
            'None: the meeting is cancelled.'
          ) : booking.meetingLink && isWebLink(booking.meetingLink) ? (
            <a href={booking.meetingLink} className="font-medium text-brand-700 underline hover:text-brand-800" rel="noopener noreferrer" target="_blank">
              Join the video meeting
            </a>
          ) : (
            'The video link will follow by e-mail before the meeting.'
          )}
        </dd>
      </div>
    </dl>
  );
}

function BookAgain({ text }: { text: string }) {
  return (
    <ButtonLink to="/book-consultation" size="lg" className="mt-6">
      {text}
    </ButtonLink>
  );
}

export function BookingPage() {
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const noticeRef = useRef<HTMLHeadingElement>(null);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const load = useCallback(async () => {
    const token = bookingTokenFromPath(window.location.pathname);
    if (token === null) return setState({ kind: 'invalid' });
    setState({ kind: 'loading' });
    const answer = await fetchBooking(token);
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
  const apply = (token: string, answer: BookingAnswer, failed: typeof LOAD_FAILED): FieldIssue[] | void => {
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

          {state.kind === 'loading' ? (
            <>
              <p className="mt-6 text-slate-700" role="status" data-booking-state="loading">
                Loading your booking…
              </p>
              <noscript>
                <p className="mt-4 text-slate-700">This page needs JavaScript to show your booking. Please turn it on, or call us to change your booking.</p>
              </noscript>
            </>
          ) : null}

          {state.kind === 'invalid' ? (
            <div className="mt-6" data-booking-state="invalid">
              <p className="text-lg text-slate-800">{INVALID_LINK_MESSAGE}</p>
              <BookAgain text="Book a consultation" />
            </div>
          ) : null}

          {state.kind === 'failed' ? (
            <div className="mt-6" data-booking-state="failed">
              <p className="text-slate-800">We could not load your booking just now.</p>
              <Button className="mt-4" onClick={() => void load()}>
                Try again
              </Button>
            </div>
          ) : null}

          {state.kind === 'booking' ? (
            <div data-booking-state={state.booking.status}>
              {state.booking.status === 'cancelled' ? (
                <div className="mt-6 rounded-xl bg-red-50 p-4">
                  <h2 ref={noticeRef} tabIndex={-1} className="text-xl font-semibold text-red-900">
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
                  onSubmit={(input) => reschedule(state.token, input)}
                  onBack={() => {
                    setMode('view');
                    focusAfterRender(() => rescheduleButton.current);
                  }}
                />
              ) : (
                <div className="mt-8 flex flex-wrap gap-3">
                  <Button ref={rescheduleButton} onClick={() => setMode('reschedule')}>
                    <Icon name="clock" /> Reschedule
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    Cancel booking
                  </Button>
                </div>
              )}
              {state.booking.status !== 'cancelled' ? (
                <CancelDialog
                  open={confirming}
                  when={state.booking.when}
                  cancelling={cancelling}
                  onConfirm={() => void cancel(state.token)}
                  onClose={() => setConfirming(false)}
                />
              ) : null}
            </div>
          ) : null}

          <p className="mt-10 text-sm text-slate-600">
            Questions about your booking? <ButtonAnchor variant="ghost" size="sm" href="/contact">Contact us</ButtonAnchor>
          </p>
        </div>
      </Container>
    </main>
  );
}
