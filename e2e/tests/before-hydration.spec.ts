// Deferred hydration: a content page loads a small bootstrap, and the app only on idle or at the first
// interaction. What a visitor does before the app has hydrated is not lost: a click on a control is
// replayed, and values typed into a form reach React's state (the form validates and sends them).
import { staffRecords } from '../lib/dashboard';
import { expect, test } from '../lib/test';
import { holdApp, humanPause, isHydrated, newContext, toastText, waitForHydration, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

test('when a content page is fetched, then its HTML loads one module script (the bootstrap) and preloads no app chunk', async () => {
  const { url, routes } = ctx();
  for (const r of routes.filter((x) => !x.path.startsWith('/admin'))) {
    const html = await (await fetch(url + r.path)).text();
    const modules = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
    expect(modules.length, `${r.path}: module scripts`).toEqual(1);
    expect(/data-app-chunks="[^"]*hydrate-app-/.test(modules[0]!), `${r.path}: the bootstrap lists the app chunks`).toBeTruthy();
    expect(!html.includes('rel="modulepreload"'), `${r.path}: no module preload in the HTML`).toBeTruthy();
  }
});

test('when the mobile menu toggle is clicked before the app has hydrated, then the menu opens once it has', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  const release = await holdApp(page);
  await page.goto(`${url}/solutions/microsoft-365`, { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  expect(!(await isHydrated(page)), 'clicked before hydration').toBeTruthy();
  expect(await toggle.getAttribute('aria-expanded'), 'nothing happens while the app loads').toEqual('false');
  release();
  await waitForHydration(page);
  expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'toggle expanded').toEqual('true');
  expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible(), 'menu visible').toBeTruthy();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('when the contact form is filled and sent before the app has hydrated, then the values survive, the submission is replayed and the booking is stored', async () => {
  const { url, browser, runId } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  const release = await holdApp(page);
  await page.goto(`${url}/contact`, { waitUntil: 'domcontentloaded' });
  const form = page.locator('form[data-form="consultation-contact-page"]');
  const person = `Early Typist ${runId}`;
  const message = 'Typed before the app arrived.';
  await form.getByLabel('Full Name').pressSequentially(person);
  await form.getByLabel('Email').fill('early.typist@example.com');
  await form.getByLabel('Phone').fill('+234 803 555 0199');
  await form.getByLabel('Consultation Type').selectOption('microsoft-365');
  await form.getByLabel('Industry').selectOption('Oil & Gas');
  await form.getByLabel('Message').fill(message);
  await humanPause(page);
  // Company is left empty: the replayed submission must stop at it, and only at it.
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  expect(!(await isHydrated(page)), 'filled and sent before hydration').toBeTruthy();
  release();
  await waitForHydration(page);

  await toastText(page, 'Missing Information');
  expect(await form.getByLabel('Company').getAttribute('aria-invalid'), 'company reported missing').toEqual('true');
  for (const label of ['Full Name', 'Email', 'Phone', 'Consultation Type']) {
    expect((await form.getByLabel(label).getAttribute('aria-invalid')) !== 'true', `${label} is in React's state`).toBeTruthy();
  }
  expect(await form.getByLabel('Full Name').inputValue(), 'name kept').toEqual(person);
  expect(await form.getByLabel('Email').inputValue(), 'email kept').toEqual('early.typist@example.com');
  expect(await form.getByLabel('Industry').inputValue(), 'industry kept').toEqual('Oil & Gas');
  expect(await form.getByLabel('Message').inputValue(), 'message kept').toEqual(message);

  await form.getByLabel('Company').fill('Early Ltd');
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await toastText(page, 'Consultation Booked!');
  expect(await form.getByLabel('Full Name').inputValue(), 'form reset after sending').toEqual('');
  expect(errors, 'console errors').toEqual([]);
  await context.close();

  const record = (await staffRecords('consultation', person)).find((r) => r.name === person);
  expect(record, 'booking stored').toBeTruthy();
  expect(
    [record!.email, record!.consultationType, record!.industry, record!.message, record!.company],
    'stored values are the ones typed before hydration',
  ).toEqual(['early.typist@example.com', 'microsoft-365', 'Oil & Gas', message, 'Early Ltd']);
});
