import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { addMonths, lagosToday } from '@site/lagos-time/lagos-date';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listedOptions, renderRoute } from '../../../test/render';
import { dayWith, recordRequests, replyTo, type Reply } from '../../../test/server';
import { bookingRewrite, bookingTokenFromPath } from '../lib/booking-location';

const TOKEN = 'MDE5MGM4YTA.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const view = (over: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: {
    success: true,
    booking: {
      name: 'Ada Obi',
      consultationType: 'odoo-erp',
      consultationTypeLabel: 'Odoo ERP System',
      preferredDate: '2030-01-02',
      preferredTime: '10:00 AM - 11:00 AM',
      duration: 90,
      when: 'Wednesday 2 January 2030, 10:00 AM – 11:30 AM WAT',
      status: 'scheduled',
      meetingLink: 'https://meet.example.com/gct-1',
      ...over,
    },
  },
});

/** The site's own /booking route (its loader, pending and error views); the address bar holds the link. */
const renderPage = () => renderRoute('/booking');

beforeEach(() => window.history.replaceState(null, '', `/booking/${TOKEN}`));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('booking page', () => {
  it('when the link opens a booking, then the page shows it with its video link and actions', async () => {
    const requests = recordRequests();
    replyTo('GET', '/api/booking/:token', view());
    renderPage();
    expect(await screen.findByText('Odoo ERP System')).toBeTruthy();
    expect(requests[0]!.url).toBe(`/api/booking/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeTruthy();
    expect(screen.getByText('Wednesday 2 January 2030, 10:00 AM – 11:30 AM WAT')).toBeTruthy();
    expect(screen.getByText('1.5 hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the video meeting' }).getAttribute('href')).toBe('https://meet.example.com/gct-1');
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('when the link is not valid, then one message and a link to book are shown', async () => {
    replyTo('GET', '/api/booking/:token', { status: 404, body: { success: false, error: 'invalid_link', message: INVALID_LINK_MESSAGE } });
    renderPage();
    expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/book-consultation');
  });

  it('when the server refuses the new time, then its message is shown at the field and focus goes there', async () => {
    const date = addMonths(lagosToday(new Date()), 1);
    const requests = recordRequests();
    replyTo('GET', '/api/booking/:token', view());
    replyTo('POST', '/api/booking/:token/reschedule', {
      status: 400,
      body: { success: false, error: 'validation', issues: [{ path: 'preferredDate', message: 'That day is fully booked' }] },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.type(screen.getByLabelText(/Preferred Date/), date);
    await user.selectOptions(screen.getByLabelText(/Preferred Time/), '3:00 PM - 4:00 PM');
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('That day is fully booked')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/booking/${TOKEN}/reschedule`,
      method: 'POST',
      body: { preferredDate: date, preferredTime: '3:00 PM - 4:00 PM' },
    });
    const field = screen.getByLabelText(/Preferred Date/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(await screen.findByText('Reschedule Failed')).toBeTruthy();
  });

  it('when a date outside the window is chosen, then the form rule stops it before any request', async () => {
    const requests = recordRequests();
    replyTo('GET', '/api/booking/:token', view());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.type(screen.getByLabelText(/Preferred Date/), addMonths(lagosToday(new Date()), 4));
    await user.selectOptions(screen.getByLabelText(/Preferred Time/), '9:00 AM - 10:00 AM');
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Preferred date must be within the next 3 months')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('when the booking is cancelled, then the page says so and offers to book again, with no actions left', async () => {
    replyTo('GET', '/api/booking/:token', view({ status: 'cancelled' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your consultation has been cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a new consultation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join the video meeting' })).toBeNull();
  });
});

describe('booking page: loading and free times', () => {
  const TAKEN = 'That time has just been taken. Please choose another.';
  const date = addMonths(lagosToday(new Date()), 1);
  const timeOptions = () => listedOptions(/Preferred Time/);

  it('when the loader gets no answer, then the page says so, and Try again loads the booking', async () => {
    replyTo('GET', '/api/booking/:token', 'network-error', view());
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('We could not load your booking just now.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Odoo ERP System')).toBeTruthy();
  });

  it("when a new date is picked, then the booking's own free times are asked and taken ones are disabled with Taken", async () => {
    const asked = dayWith(date, ['09:00', '14:00'], '/api/booking/:token/availability');
    replyTo('GET', '/api/booking/:token', view());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText(/Preferred Date/), date);
    await waitFor(() => expect(timeOptions()).toContain('9:00 AM - 10:00 AM (Taken) [disabled]'));
    expect(timeOptions()).toEqual([
      '9:00 AM - 10:00 AM (Taken) [disabled]',
      '10:00 AM - 11:00 AM',
      '11:00 AM - 12:00 PM',
      '2:00 PM - 3:00 PM (Taken) [disabled]',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    expect(asked.map((r) => r.url)).toEqual([`/api/booking/${TOKEN}/availability?date=${date}`]);
  });

  it('when the new time was just taken, then the message is at the time field with focus, and the day is asked for again', async () => {
    const asked = dayWith(date, [], '/api/booking/:token/availability');
    replyTo('GET', '/api/booking/:token', view());
    replyTo('POST', '/api/booking/:token/reschedule', { status: 409, body: { success: false, error: 'slot_taken', message: TAKEN } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.type(screen.getByLabelText(/Preferred Date/), date);
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText(/Preferred Time/), '3:00 PM - 4:00 PM');
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    const field = screen.getByLabelText(/Preferred Time/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await screen.findByText('Reschedule Failed')).toBeTruthy();
  });
});

describe('booking location', () => {
  it('reads the token of /booking/<token> only', () => {
    expect(bookingTokenFromPath(`/booking/${TOKEN}`)).toBe(TOKEN);
    expect(bookingTokenFromPath(`/booking/${TOKEN}/`)).toBe(TOKEN);
    expect(bookingTokenFromPath('/booking')).toBeNull();
    expect(bookingTokenFromPath(`/booking/${TOKEN}/cancel`)).toBeNull();
    expect(bookingTokenFromPath('/booking/%E0%A4%A')).toBeNull();
  });

  it('shows the router /booking for a booking link and writes the address back as it was', () => {
    const input = bookingRewrite.input!({ url: new URL(`http://x/booking/${TOKEN}`) });
    expect(new URL(String(input)).pathname).toBe('/booking');
    expect(bookingRewrite.input!({ url: new URL('http://x/contact') })).toBeUndefined();
    const output = bookingRewrite.output!({ url: new URL('http://x/booking') });
    expect(new URL(String(output)).pathname).toBe(`/booking/${TOKEN}`);
    expect(bookingRewrite.output!({ url: new URL('http://x/faq') })).toBeUndefined();
  });
});
