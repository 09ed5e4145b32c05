// The frame: header menus and active item, the mobile menu's accordion, footer, scroll to top and
// in-app navigation after hydration.
import { formatViolations, runAxe } from '../lib/axe';
import { expect, test } from '../lib/test';
import { gotoHydrated, newContext, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

test('when a desktop menu is opened, then its items show a title and a description, and the active menu follows the path', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/solutions/microsoft-365`);
  const main = page.getByRole('navigation', { name: 'Main' });
  expect(await main.getByRole('button', { name: 'Solutions' }).getAttribute('data-active'), 'Solutions active').toEqual('true');
  expect(await main.getByRole('button', { name: 'Services' }).getAttribute('data-active'), 'Services not active').toEqual(null);
  await main.getByRole('button', { name: 'Services' }).click();
  expect(await main.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'), 'Services expanded').toEqual('true');
  const item = main.getByRole('link', { name: /Data Analytics/ });
  expect((await item.innerText()).includes('Power BI'), 'menu item has a description').toBeTruthy();
  // A click elsewhere closes it; Escape too.
  await page.mouse.click(5, 600);
  expect(await main.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'), 'closed by an outside click').toEqual('false');
  await main.getByRole('button', { name: 'Industries' }).click();
  await page.keyboard.press('Escape');
  expect(await main.getByRole('button', { name: 'Industries' }).getAttribute('aria-expanded'), 'closed by Escape').toEqual('false');
  await main.getByRole('button', { name: 'Industries' }).click();
  await main.getByRole('link', { name: /Healthcare/ }).click();
  await page.waitForURL(`${url}/industries/healthcare`);
  expect(await main.getByRole('button', { name: 'Industries' }).getAttribute('data-active'), 'Industries active').toEqual('true');
  expect(
    await main.getByRole('button', { name: 'Industries' }).getAttribute('aria-expanded'),
    'menu closed after following a link',
  ).toEqual('false');
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await page.waitForURL(`${url}/contact`);
  await page.getByRole('banner').getByRole('link', { name: 'Book Consultation' }).click();
  await page.waitForURL(`${url}/book-consultation`);
  await page.getByRole('banner').getByRole('link', { name: /About/ }).click();
  await page.waitForURL(`${url}/about`);
  expect(await main.getByRole('link', { name: 'About' }).getAttribute('aria-current'), 'About active').toEqual('page');
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('when the mobile menu is used, then one submenu is open at a time, choosing it again closes it, and a link closes everything', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  expect(await menu.isVisible(), 'menu visible').toBeTruthy();
  const services = menu.getByRole('button', { name: 'Services' });
  const industries = menu.getByRole('button', { name: 'Industries' });
  await services.click();
  expect(await services.getAttribute('aria-expanded'), 'Services open').toEqual('true');
  await industries.click();
  expect(await services.getAttribute('aria-expanded'), 'Services closed when Industries opens').toEqual('false');
  expect(await industries.getAttribute('aria-expanded'), 'Industries open').toEqual('true');
  await industries.click();
  expect(await industries.getAttribute('aria-expanded'), 'Industries closed when chosen again').toEqual('false');
  expect(await menu.getByRole('link', { name: 'Book Free Consultation' }).isVisible(), 'Book Free Consultation in the menu').toBeTruthy();
  const opened = await runAxe(page);
  expect(!opened.length, `axe with the mobile menu open: ${formatViolations(opened)}`).toBeTruthy();
  await menu.getByRole('button', { name: 'Resources' }).click();
  await menu.getByRole('link', { name: /^FAQ/ }).click();
  await page.waitForURL(`${url}/faq`);
  expect(!(await menu.isVisible()), 'menu closed after following a link').toBeTruthy();
  expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'toggle reset').toEqual('false');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await menu.getByRole('button', { name: 'Resources' }).getAttribute('aria-expanded'), 'submenus reset').toEqual('false');
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('when a link is followed from the bottom of a page, then the new page opens in the app at the top', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/faq`);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect((await page.evaluate(() => window.scrollY)) > 300, 'scrolled down').toBeTruthy();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Microsoft 365' }).click();
  await page.waitForURL(`${url}/solutions/microsoft-365`);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY), 'scrolled to the top').toEqual(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'navigated without a reload').toEqual(1);
  expect((await page.title()).includes('Microsoft 365'), `title updated: ${await page.title()}`).toBeTruthy();
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('the footer shows the current year, four social links, the contact block and the policy links', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  const footer = page.getByRole('contentinfo');
  // The browser's year (the suite's clock under TEST_NOW), which the footer sets after hydration.
  const year = await page.evaluate(() => new Date().getFullYear());
  expect((await footer.innerText()).includes(`© ${year}`), 'current year').toBeTruthy();
  for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
    expect(await footer.getByRole('link', { name: new RegExp(`^${name} `) }).count(), `${name} link`).toBeTruthy();
  }
  expect((await footer.innerText()).includes('Port Harcourt'), 'address in Port Harcourt').toBeTruthy();
  expect(await footer.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href'), 'cookie policy placeholder').toEqual(
    '#cookie-policy',
  );
  expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count(), 'privacy link').toBeTruthy();
  expect(await footer.getByRole('link', { name: /^sales@/ }).count(), 'sales e-mail').toBeTruthy();
  await context.close();
});

test('when the FAQ is searched, then results or the no-match message show, and Clear Search restores the categories', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/faq`);
  const firstOpen = page.getByRole('button', { expanded: true });
  expect(await firstOpen.count(), 'one question open by default').toEqual(1);
  await page.getByLabel('Search FAQs').fill('ODOO');
  expect(/\d+ results? found/.test(await page.getByRole('status').innerText()), 'result count').toBeTruthy();
  await page.getByLabel('Search FAQs').fill('no such thing at all');
  await page.getByText('No FAQs found matching your search.').waitFor();
  const empty = await runAxe(page);
  expect(!empty.length, `axe on the no-match state: ${formatViolations(empty)}`).toBeTruthy();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  expect(await page.getByLabel('Search FAQs').inputValue(), 'search cleared').toEqual('');
  expect(await page.getByRole('heading', { level: 2 }).filter({ hasText: 'General' }).count(), 'categories back').toEqual(1);
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});
