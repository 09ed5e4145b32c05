import { bookingNextSteps } from '@site/brand/brand';
import { ButtonLink } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Container } from '../../../components/ui/section';

// The texts are shared with the confirmation e-mail; the icons are the page's own.
const icons: readonly IconName[] = ['mail', 'phone', 'video', 'file-text'];
const nextSteps = bookingNextSteps.map((s, i) => ({ ...s, icon: icons[i] ?? 'check-circle' }));

/** What replaces /book-consultation after a successful booking. */
export function BookingConfirmation({ id }: { id: string }) {
  return (
    <main id="main" className="bg-slate-50 py-16 sm:py-24">
      <Container className="max-w-3xl">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm sm:p-12" data-booking-id={id}>
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
            <Icon name="check-circle" className="h-9 w-9" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Consultation Booked Successfully</h1>
          <p className="mt-4 text-lg text-slate-600">
            Thank you for booking a free consultation. Our team will contact you within 24 hours to confirm the details.
          </p>
          <h2 className="mt-10 text-left text-xl font-semibold text-slate-900">What happens next</h2>
          <ol className="mt-4 space-y-4 text-left">
            {nextSteps.map((s, i) => (
              <li key={s.title} className="flex gap-4 rounded-xl border border-slate-200 p-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon name={s.icon} />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">
                    {i + 1}. {s.title}
                  </span>
                  <span className="block text-sm text-slate-600">{s.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <ButtonLink to="/" size="lg" className="mt-10">
            Return to Home
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
