import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../test/render';
import { created, holdReply, replyTo } from '../../test/server';
import { LeadDialog } from './lead-dialog';

async function stepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Chidi Eze');
  await user.type(screen.getByLabelText(/^Email/), 'chidi@example.com');
  await user.type(screen.getByLabelText(/^Company/), 'Eze Logistics');
}

const dots = () => Array.from(document.querySelectorAll('[data-step-dot]'));

describe('LeadDialog', () => {
  it('shows the default consultation title and description, two step dots and a Close button', () => {
    renderWithToasts(<LeadDialog open mode="consultation" onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Book Free Consultation' })).toBeTruthy();
    expect(screen.getByText('Schedule a free consultation with our technology experts.')).toBeTruthy();
    expect(dots()).toHaveLength(2);
    expect(dots()[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('enables Next only with name, email and company; Back returns to step 1 with the values kept', async () => {
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="contact" onClose={() => {}} />);
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Full Name/), 'Chidi Eze');
    await user.type(screen.getByLabelText(/^Email/), 'chidi@example.com');
    expect(next().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Phone/), '0803');
    expect(next().disabled).toBe(true); // phone is optional, company is not
    await user.type(screen.getByLabelText(/^Company/), 'Eze Logistics');
    expect(next().disabled).toBe(false);
    await user.click(next());
    expect(dots()[1]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByLabelText(/Message/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Chidi Eze');
  });

  it('lists the eleven dialog services grouped by category in contact mode', () => {
    renderWithToasts(<LeadDialog open mode="contact" onClose={() => {}} />);
    const select = screen.getByLabelText(/Service/) as HTMLSelectElement;
    expect(Array.from(select.querySelectorAll('optgroup')).map((g) => g.label)).toEqual([
      'Cloud Solutions',
      'Business Apps',
      'AI & Automation',
      'Hardware',
      'Networking',
      'Other',
    ]);
    expect(select.querySelectorAll('option:not([disabled])')).toHaveLength(11);
  });

  it('in consultation mode asks for 17 half-hour slots, keeps submit disabled while the message is empty, then books and closes', async () => {
    const requests = replyTo('POST', '/api/consultations', created('d-1'));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="consultation" onClose={onClose} />);
    await stepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const slots = Array.from((screen.getByLabelText(/Preferred Time/) as HTMLSelectElement).options).filter((o) => !o.disabled);
    expect(slots.map((o) => o.value)).toHaveLength(17);
    expect(slots[0]!.value).toBe('09:00');
    expect(slots[16]!.value).toBe('17:00');
    const submit = () => screen.getByRole('button', { name: 'Book Consultation' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Message/), 'We need an ERP');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    expect(screen.getByText("We'll contact you within 24 hours to confirm your consultation details.")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(requests[0]!.url).toBe('/api/consultations');
    expect(requests[0]!.body).toMatchObject({
      form: 'dialog',
      name: 'Chidi Eze',
      company: 'Eze Logistics',
      consultationType: 'general',
      message: 'We need an ERP',
    });
    // Reset: back to step 1 with empty fields.
    await waitFor(() => expect(dots()[0]!.getAttribute('aria-current')).toBe('step'));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('');
  });

  it('in contact mode sends the message and says Message Sent!', async () => {
    const requests = replyTo('POST', '/api/contact', created('m-1'));
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="contact" defaultService="odoo-erp" onClose={() => {}} />);
    await stepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/contact');
    expect(requests[0]!.body).toMatchObject({ form: 'dialog', service: 'odoo-erp', message: 'Hello' });
  });

  it('on failure keeps the dialog open, shows the server field message on its step and the Error toast', async () => {
    replyTo('POST', '/api/contact', {
      status: 400,
      body: { success: false, error: 'validation', issues: [{ path: 'email', message: 'Please enter a valid email address' }] },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="contact" onClose={onClose} />);
    await stepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    // The button label while the request is under way.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was an error processing your request. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(dots()[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('reads Processing... while submitting', async () => {
    holdReply('POST', '/api/contact');
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="contact" onClose={() => {}} />);
    await stepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(((await screen.findByRole('button', { name: 'Processing...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Cancel and Close call onClose', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithToasts(<LeadDialog open mode="contact" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
