import { BOOKABLE_STARTS } from '@site/lagos-time/booking-slots';
import { addDays, addMonths, lagosToday } from '@site/lagos-time/lagos-date';
import { lagosDayText } from '@site/lagos-time/meeting-time';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listedOptions, renderWithToasts } from '../../test/render';
import { created, dayWith, holdReply, replyTo } from '../../test/server';
import { BookingForm } from './booking-form';

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Ada Obi');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+2348030000000');
  await user.type(screen.getByLabelText(/^Company/), 'Obi Ventures');
}

async function fillSchedule(user: ReturnType<typeof userEvent.setup>, date = addMonths(lagosToday(new Date()), 1)) {
  await user.type(screen.getByLabelText(/Preferred Date/), date);
  await user.selectOptions(screen.getByLabelText(/Preferred Time/), '10:00 AM - 11:00 AM');
}

describe('BookingForm (full)', () => {
  it('when a required field is missing, then it says Missing Information and sends nothing', async () => {
    const requests = replyTo('POST', '/api/consultations', created());
    const user = userEvent.setup();
    renderWithToasts(<BookingForm />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('when the date or time is missing, then it says Missing Schedule and sends nothing', async () => {
    const requests = replyTo('POST', '/api/consultations', created());
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="azure-cloud" />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Missing Schedule')).toBeTruthy();
    expect(screen.getByText('Please select your preferred date and time.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('offers the six one-hour slots, the seven consultation types, ten industries and four durations (60 chosen)', () => {
    renderWithToasts(<BookingForm />);
    const options = (label: RegExp) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
        .filter((o) => !o.disabled)
        .map((o) => o.textContent);
    expect(options(/Preferred Time/)).toEqual([
      '9:00 AM - 10:00 AM',
      '10:00 AM - 11:00 AM',
      '11:00 AM - 12:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    expect(options(/Consultation Type/)).toHaveLength(7);
    expect(options(/Industry/)).toHaveLength(10);
    expect(options(/Duration/)).toEqual(['30 minutes', '1 hour', '1.5 hours', '2 hours']);
    expect((screen.getByLabelText(/Duration/) as HTMLSelectElement).value).toBe('60');
  });

  it('when the form is complete, then it posts the full variant with context, key and spam signals, thanks, resets and hands over the id', async () => {
    const requests = replyTo('POST', '/api/consultations', created('c-42'));
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="odoo-erp" onSuccess={onSuccess} />);
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText(/Industry/), 'Oil & Gas');
    await user.selectOptions(screen.getByLabelText(/Duration/), '90');
    await fillSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));

    expect(await screen.findByText('Consultation Booked Successfully!')).toBeTruthy();
    expect(screen.getByText("We'll send you a confirmation email with meeting details shortly.")).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith('c-42');
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.url).toBe('/api/consultations');
    expect(req!.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(req!.body).toMatchObject({
      form: 'full',
      name: 'Ada Obi',
      consultationType: 'odoo-erp',
      industry: 'Oil & Gas',
      preferredTime: '10:00 AM - 11:00 AM',
      duration: 90,
      honeypot: '',
      context: { page: '/' },
    });
    expect(typeof req!.body!.fillMs).toBe('number');
    expect((req!.body!.context as Record<string, unknown>).consent, 'consent is recorded by the server').toBeUndefined();
    // Reset: fields empty, type back to its preset, duration back to 60.
    await waitFor(() => expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/Consultation Type/) as HTMLSelectElement).value).toBe('odoo-erp');
    expect((screen.getByLabelText(/Duration/) as HTMLSelectElement).value).toBe('60');
  });

  it('when the server refuses a field, then its message shows at the field and the failure toast appears', async () => {
    replyTo('POST', '/api/consultations', {
      status: 400,
      body: { success: false, error: 'validation', issues: [{ path: 'company', message: 'Company looks wrong' }] },
    });
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(screen.getByText('There was an error booking your consultation. Please try again.')).toBeTruthy();
    expect(screen.getByText('Company looks wrong')).toBeTruthy();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Ada Obi'); // kept
  });

  it('when a date outside the three-month window is typed, then it is refused at the field before any request', async () => {
    const requests = replyTo('POST', '/api/consultations', created());
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user, addMonths(lagosToday(new Date()), 4));
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Preferred date must be within the next 3 months')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sets the date input window to today … today + 3 months in Lagos', async () => {
    renderWithToasts(<BookingForm />);
    const input = screen.getByLabelText(/Preferred Date/);
    await waitFor(() => expect(input.getAttribute('min')).toBe(lagosToday(new Date())));
    expect(input.getAttribute('max')).toBe(addMonths(lagosToday(new Date()), 3));
  });

  it('when submitting, then the button reads Booking... and is disabled', async () => {
    const release = holdReply('POST', '/api/consultations');
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    const busy = await screen.findByRole('button', { name: 'Booking...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release({ status: 400, body: { success: false, error: 'unavailable' } });
    expect(await screen.findByText('Booking Failed')).toBeTruthy();
  });

  it('a resubmission after a failure without an answer reuses the key and body; after a "sent too quickly" refusal it is a new attempt with a new key and fill time', async () => {
    const tooQuick = {
      status: 400,
      body: { success: false, error: 'validation', issues: [{ path: 'fillMs', message: 'Sent too quickly' }] },
    };
    const network = 'network-error' as const;
    // The client retries a network failure twice itself; the third failure reaches the form.
    const requests = replyTo('POST', '/api/consultations', network, network, network, tooQuick, created('c-9'));
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user);
    const send = () => user.click(screen.getByRole('button', { name: 'Book Consultation' }));

    await send();
    await waitFor(() => expect(requests).toHaveLength(3), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Consultation' })).toBeTruthy());
    await send(); // same values, no answer yet: the same attempt again
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key']);
    expect(requests[3]!.body).toEqual(requests[0]!.body);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Consultation' })).toBeTruthy());

    await new Promise((resolve) => setTimeout(resolve, 30));
    await send(); // refused as too quick: resending the same values must not resend the refused body
    expect(await screen.findByText('Consultation Booked Successfully!')).toBeTruthy();
    expect(requests).toHaveLength(5);
    expect(requests[4]!.headers['idempotency-key']).not.toBe(requests[3]!.headers['idempotency-key']);
    expect(requests[4]!.body!.fillMs as number).toBeGreaterThan(requests[3]!.body!.fillMs as number);
    expect({ ...requests[4]!.body, fillMs: 0, context: null }).toEqual({ ...requests[3]!.body, fillMs: 0, context: null });
  }, 15_000);
});

describe('BookingForm (contact-page)', () => {
  it('books without a date or time and uses the contact page texts', async () => {
    const requests = replyTo('POST', '/api/consultations', created());
    const user = userEvent.setup();
    renderWithToasts(<BookingForm variant="contact-page" />);
    expect(screen.queryByLabelText(/Duration/)).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy(); // no consultation type yet
    expect(screen.getByText('Please select a consultation type')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Consultation Type/), 'ai-agents');
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    expect(screen.getByText("We'll contact you within 24 hours to confirm your consultation.")).toBeTruthy();
    expect(requests[0]!.body).toMatchObject({ form: 'contact-page', consultationType: 'ai-agents' });
    expect(requests[0]!.body).not.toHaveProperty('duration');
  });

  it('on failure says Error / Failed to book consultation', async () => {
    replyTo('POST', '/api/consultations', { status: 400, body: { success: false, error: 'validation', issues: [] } });
    const user = userEvent.setup();
    renderWithToasts(<BookingForm variant="contact-page" defaultConsultationType="general" />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Failed to book consultation. Please try again.')).toBeTruthy();
  });
});

describe('BookingForm: free times', () => {
  const date = addMonths(lagosToday(new Date()), 1);
  const TAKEN = 'That time has just been taken. Please choose another.';
  const timeOptions = () => listedOptions(/Preferred Time/);

  it('when a date is picked (and not before), then its taken times stay listed but disabled with Taken, for the chosen length', async () => {
    const asked = dayWith(date, ['10:00', '14:00']);
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText(/Preferred Date/), date);
    await waitFor(() => expect(timeOptions()).toContain('10:00 AM - 11:00 AM (Taken) [disabled]'));
    expect(timeOptions()).toEqual([
      '9:00 AM - 10:00 AM',
      '10:00 AM - 11:00 AM (Taken) [disabled]',
      '11:00 AM - 12:00 PM',
      '2:00 PM - 3:00 PM (Taken) [disabled]',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    expect(asked.map((r) => r.url)).toEqual([`/api/availability?date=${date}&duration=60`]);
    await user.selectOptions(screen.getByLabelText(/Duration/), '120');
    await waitFor(() => expect(asked.map((r) => r.url)).toContain(`/api/availability?date=${date}&duration=120`));
  });

  it('when a day has no free time, then it says so and offers the next free day, which shows that day and moves on to its times', async () => {
    dayWith(date, BOOKABLE_STARTS);
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await user.type(screen.getByLabelText(/Preferred Date/), date);
    expect(await screen.findByText(`No times are free on ${lagosDayText(date)}.`, { exact: false })).toBeTruthy();
    const next = addDays(date, 1);
    const offer = await screen.findByRole('button', { name: `Show the next free day, ${lagosDayText(next)}` });
    // The time list says it too: the message describes it.
    const list = screen.getByLabelText(/Preferred Time/);
    expect(document.getElementById(list.getAttribute('aria-describedby')!)?.textContent).toContain('No times are free');
    await user.click(offer);
    expect((screen.getByLabelText(/Preferred Date/) as HTMLInputElement).value).toBe(next);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Preferred Time/)));
    await waitFor(() => expect(screen.queryByText(/No times are free/)).toBeNull());
    expect(timeOptions().every((o) => !o.includes('Taken'))).toBe(true);
  });

  it('when the server says the time was just taken, then its message is at the time field with focus, and the day is asked for again', async () => {
    const asked = dayWith(date, []);
    replyTo('POST', '/api/consultations', { status: 409, body: { success: false, error: 'slot_taken', message: TAKEN } });
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user, date);
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    const field = screen.getByLabelText(/Preferred Time/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.url).toBe(asked[0]!.url);
  });

  it('when the free times cannot be asked, then every time stays choosable and the booking is sent', async () => {
    replyTo('GET', '/api/availability', 'network-error');
    const requests = replyTo('POST', '/api/consultations', created());
    const user = userEvent.setup();
    renderWithToasts(<BookingForm defaultConsultationType="general" />);
    await fillContact(user);
    await fillSchedule(user, date);
    expect(timeOptions().every((o) => !o.includes('[disabled]'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Consultation Booked Successfully!')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});
