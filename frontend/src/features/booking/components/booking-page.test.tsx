import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { addMonths, lagosToday } from '@site/lagos-time/lagos-date';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ToastViewport from '../../../components/toasts/toast-viewport';
import { recordRequests, replyTo, type Reply } from '../../../test/server';
import { bookingRewrite, bookingTokenFromPath } from '../lib/booking-location';
import { BookingPage } from './booking-page';

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

function renderPage() {
  const root = createRootRoute();
  const booking = createRoute({ getParentRoute: () => root, path: '/booking', component: BookingPage });
  const book = createRoute({ getParentRoute: () => root, path: '/book-consultation' });
  const router = createRouter({
    routeTree: root.addChildren([booking, book]),
    history: createMemoryHistory({ initialEntries: ['/booking'] }),
  });
  return render(
    <>
      <RouterProvider router={router as never} />
      <ToastViewport />
    </>,
  );
}

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
    expect(requests[1]).toMatchObject({
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
