// The shared call-to-action banner and its two-step dialog: walked by keyboard only (focus trapped,
// Escape, focus returned), and used in contact mode; both leads reach the dashboard.
import type { Page } from '@playwright/test';
import { formatViolations, runAxe } from '../lib/axe';
import { findRow } from '../lib/dashboard';
import { expect, test } from '../lib/test';
import { gotoHydrated, humanPause, newContext, toastText, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

/** A page that shows the banner ("Join 200+ Nigerian organizations"). */
async function bannerPage(): Promise<string> {
  const { url, routes } = ctx();
  for (const path of ['/', ...routes.map((r) => r.path)]) {
    const html = await (await fetch(url + path)).text();
    if (html.includes('Join 200+ Nigerian organizations')) return path;
  }
  throw new Error('no page shows the call-to-action banner');
}

const activeInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const id = el.id;
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
    return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

async function tabTo(page: Page, matches: (label: string) => boolean, max = 25) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (matches(await activeLabel(page))) return;
  }
  throw new Error('focus never reached the control');
}

test('when the consultation dialog is walked by keyboard only, then focus stays inside, Escape closes it and the booking is sent', async () => {
  const { url, browser, runId } = ctx();
  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  const path = await bannerPage();
  await gotoHydrated(page, url + path);
  const banner = page.locator('section[aria-labelledby="cta-banner-title"]');
  expect((await banner.innerText()).includes('Join 200+ Nigerian organizations'), 'banner text').toBeTruthy();
  expect(await banner.getByRole('link', { name: /Call/ }).getAttribute('href'), 'phone link').toBeTruthy();

  // Reach the banner's button with Tab from the top of the page, open with Enter.
  const trigger = await banner.getByRole('button', { name: 'Book Free Consultation' }).elementHandle();
  let reached = false;
  for (let i = 0; i < 400 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((t) => document.activeElement === t, trigger);
  }
  expect(reached, 'Tab reaches the banner button').toBeTruthy();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Free Consultation' });
  await dialog.waitFor();
  expect((await dialog.innerText()).includes('Schedule a free consultation with our technology experts.'), 'description').toBeTruthy();
  expect(await activeLabel(page), 'focus starts on Full Name').toEqual('Full Name *');
  const open = await runAxe(page);
  expect(!open.length, `axe on the open dialog: ${formatViolations(open)}`).toBeTruthy();

  // Focus is trapped: forwards and backwards it never leaves the dialog.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await activeInDialog(page), `Tab ${i + 1} stays in the dialog`).toBeTruthy();
  }
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await activeInDialog(page), `Shift+Tab ${i + 1} stays in the dialog`).toBeTruthy();
  }
  // Escape closes and gives focus back to the opener.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await activeLabel(page), 'focus back on the opener').toEqual('Book Free Consultation');

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  const person = `Keyboard Dialog ${runId}`;
  await page.keyboard.type(person);
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard.dialog@example.com');
  await page.keyboard.press('Tab'); // Phone (optional)
  await page.keyboard.press('Tab');
  expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled(), 'Next disabled without company').toEqual(true);
  await page.keyboard.type('Keyboard Ltd');
  await page.keyboard.press('Tab'); // Consultation Type
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab'); // Next
  expect(await activeLabel(page), 'on Next').toEqual('Next');
  await page.keyboard.press('Enter');
  const dots = dialog.locator('[data-step-dot]');
  expect(await dots.nth(1).getAttribute('aria-current'), 'second step dot current').toEqual('step');
  expect(await activeLabel(page), 'focus moves to the first field of step 2').toEqual('Preferred Date');
  // (A date input takes several Tab presses: one per segment.)
  await tabTo(page, (l) => l === 'Preferred Time');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, (l) => l === 'Message *');
  const submit = dialog.getByRole('button', { name: 'Book Consultation' });
  expect(await submit.isDisabled(), 'submit disabled while the message is empty').toEqual(true);
  await humanPause(page);
  await page.keyboard.type('Booked with the keyboard only.');
  await tabTo(page, (l) => l === 'Book Consultation', 10);
  await page.keyboard.press('Enter');
  expect(
    (await toastText(page, 'Consultation Booked!')).includes("We'll contact you within 24 hours to confirm your consultation details."),
    'toast',
  ).toBeTruthy();
  await dialog.waitFor({ state: 'hidden' });
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  await findRow('consultation', person);
});

test('when the contact dialog is used, then Back keeps the values and the message reaches the dashboard', async () => {
  const { url, browser, runId } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, url + (await bannerPage()));
  const banner = page.locator('section[aria-labelledby="cta-banner-title"]');
  await banner.getByRole('button', { name: 'Send Us a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await dialog.waitFor();
  const person = `Contact Dialog ${runId}`;
  await dialog.getByLabel('Full Name').fill(person);
  await dialog.getByLabel('Email').fill('contact.dialog@example.com');
  await dialog.getByLabel('Company').fill('Dialog Ltd');
  await dialog.getByLabel('Service').selectOption('cisco-networking');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  expect(await dialog.getByLabel('Full Name').inputValue(), 'values kept after Back').toEqual(person);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Message').fill('We need new switches for two floors.');
  const stepTwo = await runAxe(page);
  expect(!stepTwo.length, `axe on step 2 at 390 px: ${formatViolations(stepTwo)}`).toBeTruthy();
  await humanPause(page);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  expect(
    (await toastText(page, 'Message Sent!')).includes("Thank you for contacting us. We'll get back to you within 24 hours."),
    'toast',
  ).toBeTruthy();
  await dialog.waitFor({ state: 'hidden' });
  // The Close button closes a reopened dialog.
  await banner.getByRole('button', { name: 'Send Us a Message' }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(errors, 'console errors').toEqual([]);
  await context.close();
  expect((await (await findRow('contact', person)).innerText()).includes('Cisco Networking'), 'service on the dashboard').toBeTruthy();
});
