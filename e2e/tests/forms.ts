// Every form through the real stack: filled and submitted in the browser, answered by the leads
// service, and found on the staff dashboard (with the visit's attribution and consent).
import { addMonths, lagosToday } from '@site/contracts/lagos-date';
import { formatViolations, runAxe } from '../lib/axe';
import { findRow, staffRecords } from '../lib/dashboard';
import { expect, expectEqual, test } from '../lib/harness';
import { gotoHydrated, humanPause, newContext, toastText, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';
import type { Page } from 'playwright-core';

const name = (label: string) => `${label} ${ctx().runId}`;
const futureDate = () => addMonths(lagosToday(new Date()), 1);

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
  expectEqual(await page.getByRole('tab', { name: 'Book Consultation' }).getAttribute('aria-selected'), 'true', 'booking tab first');
  const person = name('Contact Booking');
  await fillPerson(page, form, person);
  await form.getByLabel('Consultation Type').selectOption('microsoft-365');
  await form.getByLabel('Industry').selectOption('Oil & Gas');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect((await toastText(page, 'Consultation Booked!')).includes("We'll contact you within 24 hours to confirm your consultation."), 'toast');
  expectEqual(await form.getByLabel('Full Name').inputValue(), '', 'form reset');
  expectEqual(errors, [], 'console errors');
  await context.close();

  const row = await findRow('consultation', person);
  expect((await row.innerText()).includes('Microsoft 365 Implementation'), 'type on the dashboard');
  const records = await staffRecords('consultation', person);
  const record = records.find((r) => r.name === person);
  expect(record, 'record in the API');
  expectEqual(record!.form, 'contact-page', 'form variant');
  expectEqual(record!.context?.attribution?.utmSource, 'e2e', 'utm_source kept across pages');
  expectEqual(record!.context?.attribution?.utmCampaign, 'frame', 'utm_campaign');
  expect(record!.context?.attribution?.landingPage?.includes('utm_source=e2e'), 'landing page');
  expectEqual(record!.context?.consent?.policyVersion, '2025-08-13', 'consent policy version');
  expectEqual(record!.context?.page, '/contact', 'page');
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
  expect((await toastText(page, 'Success!')).includes("Your message has been sent. We'll get back to you soon."), 'toast');
  expectEqual(errors, [], 'console errors');
  await context.close();
  const row = await findRow('contact', person);
  expect((await row.innerText()).includes('IT Managed Services'), 'service on the dashboard');
});

test('when a card is chosen on /book-consultation and the booking is sent, then the confirmation replaces the page and Return to Home goes home', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  expectEqual(await page.locator('button[aria-pressed]').count(), 6, 'six consultation-type cards');
  const card = page.getByRole('button', { name: /Azure Cloud Migration/ });
  await card.click();
  expectEqual(await card.getAttribute('aria-pressed'), 'true', 'card selected');
  const form = page.locator('form[data-form="consultation-full"]');
  expectEqual(await form.getByLabel('Consultation Type').inputValue(), 'azure-cloud', 'type preset from the card');
  // Missing fields, then a missing schedule, each stop the request with their notice.
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await toastText(page, 'Missing Information');
  const person = name('Booking Page');
  await fillPerson(page, form, person);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect((await toastText(page, 'Missing Schedule')).includes('Please select your preferred date and time.'), 'schedule notice');
  expect((await page.locator('[data-toast-title]').count()) <= 1, 'at most one toast visible');
  const date = form.getByLabel('Preferred Date');
  expectEqual(await date.getAttribute('min'), lagosToday(new Date()), 'date min is today in Lagos');
  expectEqual(await date.getAttribute('max'), addMonths(lagosToday(new Date()), 3), 'date max is today + 3 months');
  await date.fill(futureDate());
  await form.getByLabel('Preferred Time').selectOption('2:00 PM - 3:00 PM');
  await form.getByLabel('Duration').selectOption('90');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await page.getByRole('heading', { level: 1, name: 'Consultation Booked Successfully' }).waitFor();
  expect(await page.getByText('What happens next').isVisible(), 'next steps');
  const confirmation = await runAxe(page);
  expect(!confirmation.length, `axe on the confirmation view: ${formatViolations(confirmation)}`);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${url}/`);
  expectEqual(errors, [], 'console errors');
  await context.close();

  const row = await findRow('consultation', person);
  const text = await row.innerText();
  expect(text.includes('Azure Cloud Migration') && text.includes('2:00 PM - 3:00 PM') && text.includes('90 min'), `row: ${text}`);
});

test('when Send Message is used on /book-consultation after choosing a card, then the service is preset and Message Sent Successfully! appears', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  await page.getByRole('button', { name: /Odoo ERP System/ }).click();
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const form = page.locator('form[data-form="contact-book-consultation"]');
  expect(await form.getByRole('heading', { name: 'Send Us Your Requirements' }).isVisible(), 'form title');
  expectEqual(await form.getByLabel('Service').inputValue(), 'Odoo ERP System', 'service preset');
  const person = name('Requirements');
  await fillPerson(page, form, person, false);
  await form.getByLabel('Message').fill('We run three warehouses and want one system.');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(
    (await toastText(page, 'Message Sent Successfully!')).includes("Thank you for contacting us. We'll get back to you within 24 hours."),
    'toast',
  );
  expectEqual(errors, [], 'console errors');
  await context.close();
  expect((await (await findRow('contact', person)).innerText()).includes('Odoo ERP System'), 'service on the dashboard');
});

test('when the booking form of a get-started page is sent, then it is thanked and the dashboard lists the booking', async () => {
  const { url, browser, routes } = ctx();
  const getStarted = routes.find((r) => r.path.startsWith('/get-started/')) ?? routes.find((r) => r.path.startsWith('/demos/'));
  expect(getStarted, 'a get-started page exists');
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
    (await toastText(page, 'Consultation Booked Successfully!')).includes("We'll send you a confirmation email with meeting details shortly."),
    'toast',
  );
  expectEqual(errors, [], 'console errors');
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
  expect((await toastText(page, 'Error')).includes('Failed to send your message. Please try again.'), 'failure toast');
  const email = form.getByLabel('Email');
  expectEqual(await email.getAttribute('aria-invalid'), 'true', 'email marked invalid');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  expect((await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).length > 0, 'server message at the field');
  expectEqual(await form.getByLabel('Message').inputValue(), 'Hello', 'values kept');
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
  expectEqual(keys.length, 2, 'two attempts');
  expect(keys[0] && keys[0] === keys[1], `same key on retry: ${keys.join(', ')}`);
  const stored = (await staffRecords('contact', person)).filter((c) => c.name === person);
  expectEqual(stored.length, 1, 'one lead stored');
});

test('when a form is refused as sent too quickly, then sending the same values again is a new attempt (new key, fill time measured anew) and is stored', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser);
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
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
  await form.getByRole('button', { name: 'Send Message' }).click(); // well under 1.5 s after the first touch
  expect((await toastText(page, 'Error')).includes('Failed to send your message.'), 'refused');
  expectEqual(sent.map((s) => s.status), [400], 'the first attempt is refused');
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toastText(page, 'Success!');
  await context.close();
  expectEqual(sent.map((s) => s.status), [400, 201], 'the second attempt is stored');
  expect(sent[1]!.key !== sent[0]!.key, 'a new Idempotency-Key');
  expect(sent[1]!.fillMs >= 1500 && sent[1]!.fillMs > sent[0]!.fillMs, `fill time measured anew: ${sent[0]!.fillMs} → ${sent[1]!.fillMs}`);
  const stored = (await staffRecords('contact', person)).filter((c) => c.name === person);
  expectEqual(stored.length, 1, 'one lead stored');
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
  expectEqual(await notice.count(), 1, 'one notice');

  await page.keyboard.press('F8');
  const focused = await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'));
  expectEqual(focused, 'Notifications (F8)', 'focus after F8');

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
  expect(await notice.isVisible(), 'a 30 px swipe keeps the notice');
  await swipe(-80);
  await page.waitForTimeout(100);
  expect(await notice.isVisible(), 'a swipe left keeps the notice');
  await swipe(60);
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  expectEqual(errors, [], 'console errors');
  await context.close();
});
