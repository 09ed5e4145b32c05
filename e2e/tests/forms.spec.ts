// Every form through the real stack: filled and submitted in the browser, answered by the leads
// service, and found on the staff dashboard (with the visit's attribution and consent).
import { addMonths, lagosToday } from '@site/lagos-time/lagos-date';
import { formatViolations, runAxe } from '../lib/axe';
import { findRow, staffRecords } from '../lib/dashboard';
import { bookingDay } from '../lib/booking-days';
import { expect, test } from '../lib/test';
import { gotoHydrated, humanPause, newContext, toastText, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';
import type { Page } from '@playwright/test';

const name = (label: string) => `${label} ${ctx().runId}`;
const futureDate = () => bookingDay('forms');

async function fillPerson(page: Page, scope: ReturnType<Page['locator']>, person: string, extra = true) {
  await scope.getByLabel('Full Name').fill(person);
  await scope.getByLabel('Email').fill(`${person.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`);
  if (extra) {
    await scope.getByLabel('Phone').fill('+234 803 555 0100');
    await scope.getByLabel('Company').fill('E2E Holdings');
  }
}

test('when the contact page booking form is sent after a UTM landing, then it is thanked and the dashboard shows it with attribution and consent', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/?utm_source=e2e&utm_medium=browser&utm_campaign=frame`);
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await page.waitForURL(`${url}/contact`);
  const form = page.locator('form[data-form="consultation-contact-page"]');
  expect(await page.getByRole('tab', { name: 'Book Consultation' }).getAttribute('aria-selected'), 'booking tab first').toEqual('true');
  const person = name('Contact Booking');
  await fillPerson(page, form, person);
  await form.getByLabel('Consultation Type').selectOption('microsoft-365');
  await form.getByLabel('Industry').selectOption('Oil & Gas');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect(
    (await toastText(page, 'Consultation Booked!')).includes("We'll contact you within 24 hours to confirm your consultation."),
    'toast',
  ).toBeTruthy();
  expect(await form.getByLabel('Full Name').inputValue(), 'form reset').toEqual('');
  expect(errors, 'console errors').toEqual([]);
  await context.close();

  const row = await findRow('consultation', person);
  expect((await row.innerText()).includes('Microsoft 365 Implementation'), 'type on the dashboard').toBeTruthy();
  const records = await staffRecords('consultation', person);
  const record = records.find((r) => r.name === person);
  expect(record, 'record in the API').toBeTruthy();
  expect(record!.form, 'form variant').toEqual('contact-page');
  expect(record!.context?.attribution?.utmSource, 'utm_source kept across pages').toEqual('e2e');
  expect(record!.context?.attribution?.utmCampaign, 'utm_campaign').toEqual('frame');
  expect(record!.context?.attribution?.landingPage?.includes('utm_source=e2e'), 'landing page').toBeTruthy();
  expect(record!.context?.consent?.policyVersion, 'consent policy version').toEqual('2025-08-13');
  expect(record!.context?.page, 'page').toEqual('/contact');
});

test('when the contact page message form is sent, then Success! appears and the dashboard lists the contact', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-contact-page"]');
  const person = name('Contact Message');
  await fillPerson(page, form, person);
  await form.getByLabel('Service').selectOption('IT Managed Services');
  await form.getByLabel('Message').fill('Please call us about managed IT for 40 staff.');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await toastText(page, 'Success!')).includes("Your message has been sent. We'll get back to you soon."), 'toast').toBeTruthy();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  const row = await findRow('contact', person);
  expect((await row.innerText()).includes('IT Managed Services'), 'service on the dashboard').toBeTruthy();
});

test('when a card is chosen on /book-consultation and the booking is sent, then the confirmation replaces the page and Return to Home goes home', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  expect(await page.locator('button[aria-pressed]').count(), 'six consultation-type cards').toEqual(6);
  const card = page.getByRole('button', { name: /Azure Cloud Migration/ });
  await card.click();
  expect(await card.getAttribute('aria-pressed'), 'card selected').toEqual('true');
  const form = page.locator('form[data-form="consultation-full"]');
  expect(await form.getByLabel('Consultation Type').inputValue(), 'type preset from the card').toEqual('azure-cloud');
  // Missing fields, then a missing schedule, each stop the request with their notice.
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await toastText(page, 'Missing Information');
  const person = name('Booking Page');
  await fillPerson(page, form, person);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect(
    (await toastText(page, 'Missing Schedule')).includes('Please select your preferred date and time.'),
    'schedule notice',
  ).toBeTruthy();
  expect((await page.locator('[data-toast-title]').count()) <= 1, 'at most one toast visible').toBeTruthy();
  const date = form.getByLabel('Preferred Date');
  expect(await date.getAttribute('min'), 'date min is today in Lagos').toEqual(lagosToday(new Date()));
  expect(await date.getAttribute('max'), 'date max is today + 3 months').toEqual(addMonths(lagosToday(new Date()), 3));
  await date.fill(futureDate());
  await form.getByLabel('Preferred Time').selectOption('2:00 PM - 3:00 PM');
  await form.getByLabel('Duration').selectOption('90');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await page.getByRole('heading', { level: 1, name: 'Consultation Booked Successfully' }).waitFor();
  expect(await page.getByText('What happens next').isVisible(), 'next steps').toBeTruthy();
  const confirmation = await runAxe(page);
  expect(!confirmation.length, `axe on the confirmation view: ${formatViolations(confirmation)}`).toBeTruthy();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${url}/`);
  expect(errors, 'console errors').toEqual([]);
  await context.close();

  const row = await findRow('consultation', person);
  const text = await row.innerText();
  expect(
    text.includes('Azure Cloud Migration') && text.includes('2:00 PM - 3:00 PM') && text.includes('90 min'),
    `row: ${text}`,
  ).toBeTruthy();
});

test('when Send Message is used on /book-consultation after choosing a card, then the service is preset and Message Sent Successfully! appears', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  await page.getByRole('button', { name: /Odoo ERP System/ }).click();
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-book-consultation"]');
  expect(await form.getByRole('heading', { name: 'Send Us Your Requirements' }).isVisible(), 'form title').toBeTruthy();
  expect(await form.getByLabel('Service').inputValue(), 'service preset').toEqual('Odoo ERP System');
  const person = name('Requirements');
  await fillPerson(page, form, person, false);
  await form.getByLabel('Message').fill('We run three warehouses and want one system.');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(
    (await toastText(page, 'Message Sent Successfully!')).includes("Thank you for contacting us. We'll get back to you within 24 hours."),
    'toast',
  ).toBeTruthy();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  expect((await (await findRow('contact', person)).innerText()).includes('Odoo ERP System'), 'service on the dashboard').toBeTruthy();
});

test('when the booking form of a get-started page is sent, then it is thanked and the dashboard lists the booking', async () => {
  const { url, browser, routes } = ctx();
  const getStarted = routes.find((r) => r.path.startsWith('/get-started/')) ?? routes.find((r) => r.path.startsWith('/demos/'));
  expect(getStarted, 'a get-started page exists').toBeTruthy();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, url + getStarted!.path);
  const form = page.locator('form[data-form="consultation-full"]');
  const person = name('Get Started');
  await fillPerson(page, form, person);
  if (!(await form.getByLabel('Consultation Type').inputValue())) await form.getByLabel('Consultation Type').selectOption('general');
  await form.getByLabel('Preferred Date').fill(futureDate());
  await form.getByLabel('Preferred Time').selectOption('9:00 AM - 10:00 AM');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect(
    (await toastText(page, 'Consultation Booked Successfully!')).includes(
      "We'll send you a confirmation email with meeting details shortly.",
    ),
    'toast',
  ).toBeTruthy();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  await findRow('consultation', person);
});

test('when the server refuses a field, then its message appears at that field and the form keeps its values', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  // The browser checks the same rules first, so the refusal is provoked on the wire.
  await page.route('**/api/contact', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-address' }) });
  });
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-contact-page"]');
  await fillPerson(page, form, name('Refused'));
  await form.getByLabel('Message').fill('Hello');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await toastText(page, 'Error')).includes('Failed to send your message. Please try again.'), 'failure toast').toBeTruthy();
  const email = form.getByLabel('Email');
  expect(await email.getAttribute('aria-invalid'), 'email marked invalid').toEqual('true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  expect((await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).length > 0, 'server message at the field').toBeTruthy();
  expect(await form.getByLabel('Message').inputValue(), 'values kept').toEqual('Hello');
  await context.close();
});

test('when the answer to a submission is lost, then the retry reuses its Idempotency-Key and only one lead is stored', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await route.fetch(); // the server stores the lead...
      await route.abort('connectionreset'); // ...but the browser never hears back
      return;
    }
    await route.continue();
  });
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-contact-page"]');
  const person = name('Retry');
  await fillPerson(page, form, person);
  await form.getByLabel('Message').fill('Sent once, answered twice.');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toastText(page, 'Success!');
  await context.close();
  expect(keys.length, 'two attempts').toEqual(2);
  expect(keys[0] && keys[0] === keys[1], `same key on retry: ${keys.join(', ')}`).toBeTruthy();
  const stored = (await staffRecords('contact', person)).filter((c) => c.name === person);
  expect(stored.length, 'one lead stored').toEqual(1);
});

/**
 * Pauses the page's clock a few milliseconds ahead of its now. The page's clock runs on while the call
 * travels and a pause in its past is refused, so a slow machine tries again with a longer lead.
 */
async function pauseClockNow(page: Page) {
  for (let lead = 20; ; lead *= 2) {
    try {
      return await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, lead));
    } catch (err) {
      if (lead >= 640 || !String(err).includes('past')) throw err;
    }
  }
}

test('when a form is refused as sent too quickly, then sending the same values again is a new attempt (new key, fill time measured anew) and is stored', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  // The fill time is measured by the browser's clock (newContext installs it under TEST_NOW).
  if (!process.env.TEST_NOW) await context.clock.install();
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  // The fill time counts from the form's opening. The browser's clock stands still from just after it
  // until the form is sent, so the first send comes well under 1.5 s after it however slowly this
  // machine types and clicks.
  await pauseClockNow(page);
  const sent: { key: string; fillMs: number; status: number }[] = [];
  await page.route('**/api/contact', async (route) => {
    const response = await route.fetch();
    const body = JSON.parse(route.request().postData() ?? '{}') as { fillMs: number };
    sent.push({ key: route.request().headers()['idempotency-key'] ?? '', fillMs: body.fillMs, status: response.status() });
    await route.fulfill({ response });
  });
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-contact-page"]');
  const person = name('Too Quick');
  await fillPerson(page, form, person);
  await form.getByLabel('Message').fill('Typed faster than a person would.');
  // Still paused at the click, so the fill time is under 1.5 s however long the click takes here.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.clock.resume();
  expect((await toastText(page, 'Error')).includes('Failed to send your message.'), 'refused').toBeTruthy();
  expect(
    sent.map((s) => s.status),
    'the first attempt is refused',
  ).toEqual([400]);
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toastText(page, 'Success!');
  await context.close();
  expect(
    sent.map((s) => s.status),
    'the second attempt is stored',
  ).toEqual([400, 201]);
  expect(sent[1]!.key !== sent[0]!.key, 'a new Idempotency-Key').toBeTruthy();
  expect(
    sent[1]!.fillMs >= 1500 && sent[1]!.fillMs > sent[0]!.fillMs,
    `fill time measured anew: ${sent[0]!.fillMs} → ${sent[1]!.fillMs}`,
  ).toBeTruthy();
  const stored = (await staffRecords('contact', person)).filter((c) => c.name === person);
  expect(stored.length, 'one lead stored').toEqual(1);
});

test('when a notice shows, then F8 focuses the notifications, a short swipe right keeps it and a 50 px swipe right dismisses it', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  const form = page.locator('form[data-form="consultation-full"]');
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await toastText(page, 'Missing Information');
  const notice = page.locator('[data-toast]');
  expect(await notice.count(), 'one notice').toEqual(1);

  await page.keyboard.press('F8');
  const focused = await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'));
  expect(focused, 'focus after F8').toEqual('Notifications (F8)');

  const swipe = async (dx: number) => {
    const box = (await notice.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 3 });
    await page.mouse.move(x + dx, y, { steps: 3 });
    await page.mouse.up();
  };
  await swipe(30);
  await page.waitForTimeout(100);
  expect(await notice.isVisible(), 'a 30 px swipe keeps the notice').toBeTruthy();
  await swipe(-80);
  await page.waitForTimeout(100);
  expect(await notice.isVisible(), 'a swipe left keeps the notice').toBeTruthy();
  await swipe(60);
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});
