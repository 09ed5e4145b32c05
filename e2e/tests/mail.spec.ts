// /admin/mail against the real stack: a booking's confirmation goes through the mail catcher (a real
// SMTP conversation), and staff read it as sent: the list row, the plain-text part (never the HTML
// part), the attachments, with no axe violations.
import { expectNoAxeViolations } from '../lib/axe';
import { staffApi, staffDashboard } from '../lib/dashboard';
import { bookingDay } from '../lib/booking-days';
import { expect, test } from '../lib/test';
import { gotoHydrated } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

test('when a booking has been confirmed by e-mail, then /admin/mail lists it and shows its plain-text part, with no axe violations', async () => {
  const { url, runId } = ctx();
  const name = `Mail Reader ${runId}`;
  const res = await fetch(`${url}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      form: 'full',
      name,
      email: `reader-${runId}@example.ng`,
      phone: '+234 802 333 4444',
      company: 'Port Harcourt Mail Ltd',
      industry: 'Retail',
      consultationType: 'odoo-erp',
      preferredDate: bookingDay('mail'),
      preferredTime: '10:00 AM - 11:00 AM',
      duration: 90,
      fillMs: 4000,
    }),
  });
  expect(res.status === 201, `booking answered ${res.status}`).toBeTruthy();
  const { id } = (await res.json()) as { id: string };
  // The confirmation goes when Odoo has the event (the simulator and worker run in this suite).
  const deadline = Date.now() + 60_000;
  let sent = false;
  while (!sent && Date.now() < deadline) {
    const list = await staffApi<{ items: { recordId: string; status: string }[] }>('/api/admin/mail?limit=200');
    sent = list.items.some((m) => m.recordId === id && m.status === 'sent');
    if (!sent) await new Promise((r) => setTimeout(r, 500));
  }
  expect(sent, 'the confirmation was sent within a minute').toBeTruthy();

  const { page } = await staffDashboard();
  await gotoHydrated(page, `${url}/admin/mail`);
  const row = page.locator(`tr[data-mail-key="confirmation-${id}-0"]`);
  await row.waitFor({ timeout: 10_000 });
  expect((await row.innerText()).includes('Booking confirmation'), 'kind shown').toBeTruthy();
  await row.getByRole('button').click();
  const heading = page.getByRole('heading', { level: 2, name: /Your consultation is booked/ });
  await heading.waitFor({ timeout: 10_000 });
  expect(await heading.evaluate((el) => el === document.activeElement), 'focus moves to the opened message').toBeTruthy();
  const text = await page.locator('[data-mail-text]').innerText();
  expect(text.includes('10:00 AM – 11:30 AM WAT'), `text part shows the Lagos time: ${text.slice(0, 300)}`).toBeTruthy();
  expect(text.includes(name), 'text part names the visitor').toBeTruthy();
  expect((await page.locator('main').innerText()).includes('invite.ics'), 'the invite is listed among the attachments').toBeTruthy();
  expect((await page.locator('main iframe, main [data-mail-text] a').count()) === 0, 'no HTML part rendered').toBeTruthy();
  await expectNoAxeViolations(page, '/admin/mail', [1280, 390]);
  await page.getByRole('button', { name: 'Close message' }).click();
  await gotoHydrated(page, `${url}/admin/leads`);
  await page.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).waitFor({ timeout: 10_000 });
});
