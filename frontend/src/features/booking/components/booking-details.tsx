// What the booking page shows of a booking: type, when, duration, status and the video link.
import type { BookingView } from '@site/contracts/booking';
import { consultationStatusColours, durationLabel } from '@site/contracts/options';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const statusLabels: Record<string, string> = {
  scheduled: 'Scheduled',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Only a web address becomes a link (the meeting link comes from Odoo or a template). */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

export function BookingDetails({ booking }: { booking: BookingView }) {
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
            <a
              href={booking.meetingLink}
              className="font-medium text-brand-700 underline hover:text-brand-800"
              rel="noopener noreferrer"
              target="_blank"
            >
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
