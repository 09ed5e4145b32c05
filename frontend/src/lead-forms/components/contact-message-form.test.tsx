import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ToastViewport from '../../components/toasts/toast-viewport';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../test/render';
import { created, holdReply, replyTo } from '../../test/server';
import { ContactMessageForm } from './contact-message-form';

describe('ContactMessageForm (contact page)', () => {
  it('when name, email or message is missing, then Missing Information and no request', async () => {
    const requests = replyTo('POST', '/api/contact', created());
    const user = userEvent.setup();
    renderWithToasts(<ContactMessageForm variant="contact-page" />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('when the e-mail is not valid, then it says so at the field and sends nothing', async () => {
    const requests = replyTo('POST', '/api/contact', created());
    const user = userEvent.setup();
    renderWithToasts(<ContactMessageForm variant="contact-page" />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(requests).toHaveLength(0);
  });

  it('lists the ten contact-page services and sends, thanks and resets', async () => {
    const requests = replyTo('POST', '/api/contact', created());
    const user = userEvent.setup();
    renderWithToasts(<ContactMessageForm variant="contact-page" />);
    const services = Array.from((screen.getByLabelText(/Service/) as HTMLSelectElement).options).filter((o) => !o.disabled);
    expect(services.map((o) => o.value)).toEqual([
      'Microsoft 365 Implementation',
      'Azure Cloud Migration',
      'AI Agents Development',
      'Business Process Automation',
      'Data Analytics',
      'Odoo ERP Implementation',
      'Bitrix24 CRM Implementation',
      'IT Managed Services',
      'Cybersecurity Solutions',
      'Other',
    ]);
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.com');
    await user.selectOptions(screen.getByLabelText(/Service/), 'IT Managed Services');
    await user.type(screen.getByLabelText(/Message/), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText("Your message has been sent. We'll get back to you soon.")).toBeTruthy();
    expect(requests[0]!.body).toMatchObject({ form: 'contact-page', service: 'IT Managed Services', message: 'Please call me' });
    expect(requests[0]!.body).not.toHaveProperty('phone');
    await waitFor(() => expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(''));
  });

  it('reads Sending... while sending and says Error / Failed to send your message on failure', async () => {
    const release = holdReply('POST', '/api/contact');
    const user = userEvent.setup();
    renderWithToasts(<ContactMessageForm variant="contact-page" />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    release({ status: 400, body: { success: false, error: 'validation', issues: [] } });
    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeTruthy();
  });
});

describe('ContactMessageForm (/book-consultation)', () => {
  it('is titled, presets the service from the chosen card, and uses the page texts', async () => {
    const requests = replyTo('POST', '/api/contact', created());
    const user = userEvent.setup();
    const { rerender } = renderWithToasts(
      <ContactMessageForm variant="book-consultation" title="Send Us Your Requirements" defaultService="Odoo ERP System" />,
    );
    expect(screen.getByRole('heading', { name: 'Send Us Your Requirements' })).toBeTruthy();
    expect((screen.getByLabelText(/Service/) as HTMLSelectElement).value).toBe('Odoo ERP System');
    rerender(
      <>
        <ContactMessageForm variant="book-consultation" title="Send Us Your Requirements" defaultService="AI Agents Development" />
        <ToastViewport />
      </>,
    );
    expect((screen.getByLabelText(/Service/) as HTMLSelectElement).value).toBe('AI Agents Development');
    expect(screen.getByText(/Privacy Policy/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeTruthy();
    expect(requests[0]!.body).toMatchObject({ form: 'book-consultation', service: 'AI Agents Development' });
  });

  it('says Message Failed on failure', async () => {
    const requests = replyTo('POST', '/api/contact', 'network-error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithToasts(<ContactMessageForm variant="book-consultation" />);
    await user.type(screen.getByLabelText(/Full Name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The schemas load first (real time); then the client's two retries wait 0.6 s and 1.8 s.
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 5000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests).toHaveLength(3);
    expect(await screen.findByText('Message Failed')).toBeTruthy();
    expect(screen.getByText('There was an error sending your message. Please try again.')).toBeTruthy();
    vi.useRealTimers();
  });
});
