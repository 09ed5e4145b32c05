// The visitor's booking page end to end: book through the form, open the booking link, reschedule,
// then cancel; the page's texts, the dashboard's status, and the Odoo simulator's calendar event follow.
// A tampered link gets the one "link is not valid" page with status 404.
import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { addMonths, lagosToday, lagosToOdooUtc } from '@site/lagos-time/lagos-date';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { bookingLinkKey, bookingUrl } from '@site/leads/booking/booking-token';
import type { ConsultationRecord } from '@site/contracts/records';
import { expectNoAxeViolations } from '../lib/axe';
import { findRow, staffRecords } from '../lib/dashboard';
import { bookedElsewhere, bookingDay } from '../lib/booking-days';
import { expect, test } from '../lib/test';
import { gotoHydrated, humanPause, newContext, toastText, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

type SimEvent = { id: number; start: string; stop: string; active?: boolean };

async function simEvent(id: number): Promise<SimEvent | undefined> {
  const res = await fetch(`${ctx().odooUrl}/__sim/records?model=calendar.event`);
  return ((await res.json()) as SimEvent[]).find((e) => e.id === id);
}

type Received = { links: string[]; text: string };

/** The message to `to` whose invite has this METHOD and SEQUENCE, once the catcher holds it. */
async function receivedMail(to: string, method: 'REQUEST' | 'CANCEL', sequence: number): Promise<Received | undefined> {
  const dir = ctx().mailDir;
  if (!dir || !existsSync(dir)) return undefined;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    const mail = await simpleParser(readFileSync(join(dir, file)));
    const rcpt = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (!rcpt.some((a) => a.value.some((v) => v.address === to))) continue;
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '';
    if (!ics.includes(`METHOD:${method}`) || !new RegExp(`^SEQUENCE:${sequence}\\r?$`, 'm').test(ics)) continue;
    const text = mail.text ?? '';
    return { text, links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]) };
  }
  return undefined;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const record = async (person: string) => (await staffRecords('consultation', person)).find((r) => r.name === person);

async function dashboardStatus(person: string, status: string) {
  await until(`dashboard status ${status}`, async () =>
    (await (await findRow('consultation', person)).innerText()).includes(status) ? true : undefined,
  );
}

test('when a visitor opens their booking link, then they can reschedule and then cancel, and the dashboard and Odoo follow', async () => {
  const { url, browser, runId, withOdoo } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);

  // 1. Book through the form.
  await gotoHydrated(page, `${url}/book-consultation`);
  const form = page.locator('form[data-form="consultation-full"]');
  const person = `Booking Link ${runId}`;
  await form.getByLabel('Full Name').fill(person);
  await form.getByLabel('Email').fill(`booking.link.${runId}@example.com`);
  await form.getByLabel('Phone').fill('+234 803 555 0199');
  await form.getByLabel('Company').fill('Link Holdings');
  await form.getByLabel('Consultation Type').selectOption('odoo-erp');
  const firstDate = bookingDay('booking', 0);
  await form.getByLabel('Preferred Date').fill(firstDate);
  await form.getByLabel('Preferred Time').selectOption('10:00 AM - 11:00 AM');
  await form.getByLabel('Duration').selectOption('90');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  const id = await page.locator('[data-booking-id]').getAttribute('data-booking-id');
  expect(id, 'booking id on the confirmation view').toBeTruthy();

  // 2. The link: from the confirmation e-mail the visitor received (the mail catcher's copy).
  const email = `booking.link.${runId}@example.com`;
  const confirmation = await until('the confirmation e-mail', () => receivedMail(email, 'REQUEST', 0), 60_000);
  const link = confirmation.links.find((l) => l.includes('/booking/'));
  expect(link, `a booking link in the e-mail: ${confirmation.links.join(' ')}`).toBeTruthy();
  let eventId: number | null = null;
  if (withOdoo) {
    const synced = await until('the booking synced to Odoo', async () => {
      const r = await record(person);
      return r?.syncStatus === 'synced' && r.odooEventId ? r : undefined;
    });
    eventId = synced.odooEventId;
    expect((await simEvent(eventId!))?.start, 'the Odoo event at the booked time').toEqual(lagosToOdooUtc(firstDate, 10 * 60));
  }

  const response = await gotoHydrated(page, link!);
  expect(response?.status(), 'page status for a valid link').toEqual(200);
  expect(response?.headers()['referrer-policy'], 'referrer policy').toEqual('no-referrer');
  await page.getByRole('heading', { level: 1, name: 'Your consultation' }).waitFor();
  const details = page.locator('[data-booking-details]');
  await details.waitFor();
  const shown = await details.innerText();
  expect(shown.includes('Odoo ERP System'), `type shown: ${shown}`).toBeTruthy();
  expect(/\w+day \d{1,2} \w+ \d{4}, 10:00 AM – 11:30 AM WAT/.test(shown), `when shown: ${shown}`).toBeTruthy();
  expect(shown.includes('1.5 hours') && shown.includes('Scheduled'), `duration and status: ${shown}`).toBeTruthy();
  expect(!shown.includes('@example.com') && !shown.includes('555 0199'), 'no e-mail or phone on the page').toBeTruthy();
  await expectNoAxeViolations(page, 'the booking page');

  // 3. Reschedule: the same fields and rules as the booking form.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.locator('form[data-form="reschedule"]');
  await reschedule.getByRole('button', { name: 'Confirm new time' }).click();
  expect(
    (await toastText(page, 'Missing Schedule')).includes('Please select your preferred date and time.'),
    'missing schedule notice',
  ).toBeTruthy();
  const date = reschedule.getByLabel('Preferred Date');
  expect(await date.getAttribute('min'), 'date min is today in Lagos').toEqual(lagosToday(new Date()));
  expect(await date.getAttribute('max'), 'date max is today + 3 months').toEqual(addMonths(lagosToday(new Date()), 3));
  const newDate = bookingDay('booking', 1);
  // Another visitor holds that day's 9:00: the form lists it as taken, as the booking form does.
  await bookedElsewhere(newDate, '9:00 AM - 10:00 AM');
  await date.fill(newDate);
  await expect(reschedule.getByLabel('Preferred Time').locator('option', { hasText: '9:00 AM - 10:00 AM (Taken)' })).toHaveCount(1);
  await reschedule.getByLabel('Preferred Time').selectOption('3:00 PM - 4:00 PM');
  await expectNoAxeViolations(page, 'the reschedule form');
  await reschedule.getByRole('button', { name: 'Confirm new time' }).click();
  await toastText(page, 'Consultation Rescheduled');
  await page.locator('[data-booking-state="rescheduled"]').waitFor();
  expect((await details.innerText()).includes('3:00 PM – 4:30 PM WAT'), 'the new time on the page').toBeTruthy();

  await dashboardStatus(person, 'rescheduled');
  const update = await until('the updated invite', () => receivedMail(email, 'REQUEST', 1), 30_000);
  expect(update.text.includes('3:00 PM – 4:30 PM WAT'), `the new time in the update: ${update.text.slice(0, 400)}`).toBeTruthy();
  const moved = (await record(person)) as ConsultationRecord;
  expect([moved.status, moved.preferredDate, moved.preferredTime, moved.revision, moved.inviteSequence], 'the stored booking').toEqual([
    'rescheduled',
    newDate,
    '3:00 PM - 4:00 PM',
    1,
    1,
  ]);
  if (withOdoo) {
    await until('the Odoo event moved', async () =>
      (await simEvent(eventId!))?.start === lagosToOdooUtc(newDate, 15 * 60) ? true : undefined,
    );
  }

  // 4. Cancel: a confirmation dialog first; Escape goes back without a change.
  const cancelButton = page.getByRole('button', { name: 'Cancel booking' });
  await cancelButton.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
  await dialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent), 'focus on the safe choice').toEqual('Keep my booking');
  await expectNoAxeViolations(page, 'the cancel dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel booking', undefined, { timeout: 5000 });
  expect((await record(person))?.status, 'Escape changed nothing').toEqual('rescheduled');
  await cancelButton.click();
  await dialog.getByRole('button', { name: 'Keep my booking' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await cancelButton.click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  const cancelled = page.getByRole('heading', { level: 2, name: 'Your consultation has been cancelled' });
  await cancelled.waitFor();
  await toastText(page, 'Consultation Cancelled');
  // Focus moves to the message once it is on screen (the dialog's opener is gone).
  await page.waitForFunction(() => document.activeElement?.textContent === 'Your consultation has been cancelled', undefined, {
    timeout: 5000,
  });
  expect(await page.getByRole('link', { name: 'Book a new consultation' }).isVisible(), 'a link to book again').toBeTruthy();
  expect(await page.getByRole('button', { name: 'Reschedule' }).count(), 'no reschedule after a cancel').toEqual(0);
  await expectNoAxeViolations(page, 'the cancelled booking');

  await dashboardStatus(person, 'cancelled');
  await until('the cancellation (METHOD:CANCEL, SEQUENCE 2)', () => receivedMail(email, 'CANCEL', 2), 30_000);
  const gone = (await record(person)) as ConsultationRecord;
  expect([gone.status, gone.revision, gone.inviteSequence], 'the stored cancel').toEqual(['cancelled', 2, 2]);
  if (withOdoo) {
    await until('the Odoo event archived', async () => ((await simEvent(eventId!))?.active === false ? true : undefined));
  }

  // The link still opens the (cancelled) booking until the meeting would have ended.
  await gotoHydrated(page, link!);
  await cancelled.waitFor();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('when a booking link is tampered with, then the page says the link is not valid, with status 404', async () => {
  const { url, browser, internalToken } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  const good = bookingUrl(url, bookingLinkKey(undefined, internalToken), { id: '0190c8a0-0000-7000-8000-000000000000' });
  for (const link of [good, good.slice(0, -2) + 'xx', `${url}/booking/not-a-token`]) {
    const response = await gotoHydrated(page, link!);
    expect(response?.status(), `status for ${link.slice(url.length)}`).toEqual(404);
    await page.locator('[data-booking-state="invalid"]').waitFor();
    expect(await page.getByText(INVALID_LINK_MESSAGE).isVisible(), 'the invalid-link message').toBeTruthy();
    expect(await page.getByRole('link', { name: 'Book a consultation' }).isVisible(), 'a link to book').toBeTruthy();
  }
  await expectNoAxeViolations(page, 'the invalid-link page');
  // The document and the API call answer 404 by design; nothing else may be logged.
  expect(
    errors.filter((e) => !e.includes('status of 404')),
    'console errors',
  ).toEqual([]);
  await context.close();
});
