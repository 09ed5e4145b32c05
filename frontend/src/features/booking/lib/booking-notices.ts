// The booking page's notices (toasts), in the site's title-and-text form.
import type { Notice } from '../../../lib/notify';

export const RESCHEDULED: Notice = [
  'Consultation Rescheduled',
  'Your consultation has been moved. We will send you an updated calendar invite.',
];
export const CANCELLED: Notice = [
  'Consultation Cancelled',
  'Your consultation has been cancelled. We will send you a confirmation e-mail.',
];
export const RESCHEDULE_FAILED: Notice = ['Reschedule Failed', 'There was an error rescheduling your consultation. Please try again.'];
export const CANCEL_FAILED: Notice = ['Cancellation Failed', 'There was an error cancelling your consultation. Please try again.'];
export const LOAD_FAILED: Notice = ['Error', 'We could not load your booking. Please try again.'];
