// Bookings that never collide, in the browser: the booking form marks the times a day has taken
// (listed, disabled, "(Taken)"), a full day says so and offers the next free day, a time taken while
// the visitor was choosing is refused at the time field and the day asked again; by keyboard, with axe.
import { fullTimeSlotValues } from '@site/contracts/options';
import { lagosDayText } from '@site/lagos-time/meeting-time';
import { expectNoAxeViolations } from '../lib/axe';
import { bookedElsewhere, bookingDay } from '../lib/booking-days';
import { expect, test } from '../lib/test';
import { gotoHydrated, humanPause, newContext, toastText, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

test('when a visitor picks a date, then the booking form shows its taken times disabled, a full day offers the next free one, and a time taken meanwhile is refused at its field', async () => {
  const { url, browser, runId } = ctx();
  const [someTaken, full, next] = [bookingDay('availability', 0), bookingDay('availability', 1), bookingDay('availability', 2)];
  await bookedElsewhere(someTaken, '10:00 AM - 11:00 AM');
  for (const time of fullTimeSlotValues) await bookedElsewhere(full, time);

  const context = await newContext(browser);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/book-consultation`);
  const form = page.locator('form[data-form="consultation-full"]');
  const time = form.getByLabel('Preferred Time');
  const taken = (label: string) => time.locator('option', { hasText: `${label} (Taken)` });

  // A day with one time taken: still listed, disabled, and the keyboard steps over it.
  await form.getByLabel('Preferred Date').fill(someTaken);
  await expect(taken('10:00 AM - 11:00 AM')).toHaveCount(1);
  expect(await taken('10:00 AM - 11:00 AM').evaluate((o) => (o as HTMLOptionElement).disabled), 'the taken time is disabled').toBe(true);
  await time.selectOption('9:00 AM - 10:00 AM');
  await time.focus();
  await page.keyboard.press('ArrowDown');
  expect(await time.inputValue(), 'ArrowDown skips the taken time').toEqual('11:00 AM - 12:00 PM');
  await expectNoAxeViolations(page, 'a day with a taken time');

  // A day with none free: it says so, and the next free day is a keyboard press away.
  await form.getByLabel('Preferred Date').fill(full);
  const status = form.locator('[data-availability="none-free"]');
  await expect(status).toContainText(`No times are free on ${lagosDayText(full)}.`);
  const offer = form.getByRole('button', { name: `Show the next free day, ${lagosDayText(next)}` });
  await offer.waitFor();
  await expectNoAxeViolations(page, 'a day with no free time');
  await time.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent), 'Tab from the time list reaches the offer').toContain(
    'Show the next free day',
  );
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Preferred Date')).toHaveValue(next);
  await expect(time).toBeFocused();
  await expect(status).toHaveCount(0);

  // Chosen while still free, taken by someone else before the visitor sends it.
  await form.getByLabel('Full Name').fill(`Slow Chooser ${runId}`);
  await form.getByLabel('Email').fill(`slow.chooser.${runId}@example.com`);
  await form.getByLabel('Phone').fill('+234 803 555 0122');
  await form.getByLabel('Company').fill('Second Place Ltd');
  await form.getByLabel('Consultation Type').selectOption('general');
  await time.selectOption('2:00 PM - 3:00 PM');
  await bookedElsewhere(next, '2:00 PM - 3:00 PM');
  await humanPause(page);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await toastText(page, 'Booking Failed');
  await expect(form.getByText('That time has just been taken. Please choose another.')).toBeVisible();
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(time).toBeFocused();
  // The day is asked again: the time now shows as taken.
  await expect(taken('2:00 PM - 3:00 PM')).toHaveCount(1);
  await expectNoAxeViolations(page, 'a time refused as taken');
  // The browser reports the refused request itself; nothing else may go wrong.
  expect(
    errors.filter((e) => !e.includes('status of 409')),
    'console errors',
  ).toEqual([]);
  await context.close();
});
