// The frame: header menus and active item, the mobile menu's accordion, footer, scroll to top and
// in-app navigation after hydration.
import { formatViolations, runAxe } from '../lib/axe';
import { expect, expectEqual, test } from '../lib/harness';
import { gotoHydrated, newContext, watchedPage } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

test('when a desktop menu is opened, then its items show a title and a description, and the active menu follows the path', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/solutions/microsoft-365`);
  const main = page.getByRole('navigation', { name: 'Main' });
  expectEqual(await main.getByRole('button', { name: 'Solutions' }).getAttribute('data-active'), 'true', 'Solutions active');
  expectEqual(await main.getByRole('button', { name: 'Services' }).getAttribute('data-active'), null, 'Services not active');
  await main.getByRole('button', { name: 'Services' }).click();
  expectEqual(await main.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'), 'true', 'Services expanded');
  const item = main.getByRole('link', { name: /Data Analytics/ });
  expect((await item.innerText()).includes('Power BI'), 'menu item has a description');
  // A click elsewhere closes it; Escape too.
  await page.mouse.click(5, 600);
  expectEqual(await main.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'), 'false', 'closed by an outside click');
  await main.getByRole('button', { name: 'Industries' }).click();
  await page.keyboard.press('Escape');
  expectEqual(await main.getByRole('button', { name: 'Industries' }).getAttribute('aria-expanded'), 'false', 'closed by Escape');
  await main.getByRole('button', { name: 'Industries' }).click();
  await main.getByRole('link', { name: /Healthcare/ }).click();
  await page.waitForURL(`${url}/industries/healthcare`);
  expectEqual(await main.getByRole('button', { name: 'Industries' }).getAttribute('data-active'), 'true', 'Industries active');
  expectEqual(await main.getByRole('button', { name: 'Industries' }).getAttribute('aria-expanded'), 'false', 'menu closed after following a link');
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await page.waitForURL(`${url}/contact`);
  await page.getByRole('banner').getByRole('link', { name: 'Book Consultation' }).click();
  await page.waitForURL(`${url}/book-consultation`);
  await page.getByRole('banner').getByRole('link', { name: /About/ }).click();
  await page.waitForURL(`${url}/about`);
  expectEqual(await main.getByRole('link', { name: 'About' }).getAttribute('aria-current'), 'page', 'About active');
  expectEqual(errors, [], 'console errors');
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
  expect(await menu.isVisible(), 'menu visible');
  const services = menu.getByRole('button', { name: 'Services' });
  const industries = menu.getByRole('button', { name: 'Industries' });
  await services.click();
  expectEqual(await services.getAttribute('aria-expanded'), 'true', 'Services open');
  await industries.click();
  expectEqual(await services.getAttribute('aria-expanded'), 'false', 'Services closed when Industries opens');
  expectEqual(await industries.getAttribute('aria-expanded'), 'true', 'Industries open');
  await industries.click();
  expectEqual(await industries.getAttribute('aria-expanded'), 'false', 'Industries closed when chosen again');
  expect(await menu.getByRole('link', { name: 'Book Free Consultation' }).isVisible(), 'Book Free Consultation in the menu');
  const opened = await runAxe(page);
  expect(!opened.length, `axe with the mobile menu open: ${formatViolations(opened)}`);
  await menu.getByRole('button', { name: 'Resources' }).click();
  await menu.getByRole('link', { name: /^FAQ/ }).click();
  await page.waitForURL(`${url}/faq`);
  expect(!(await menu.isVisible()), 'menu closed after following a link');
  expectEqual(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'false', 'toggle reset');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expectEqual(await menu.getByRole('button', { name: 'Resources' }).getAttribute('aria-expanded'), 'false', 'submenus reset');
  expectEqual(errors, [], 'console errors');
  await context.close();
});

test('when a link is followed from the bottom of a page, then the new page opens in the app at the top', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/faq`);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect((await page.evaluate(() => window.scrollY)) > 300, 'scrolled down');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Microsoft 365' }).click();
  await page.waitForURL(`${url}/solutions/microsoft-365`);
  await page.waitForTimeout(200);
  expectEqual(await page.evaluate(() => window.scrollY), 0, 'scrolled to the top');
  expectEqual(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'navigated without a reload');
  expect((await page.title()).includes('Microsoft 365'), `title updated: ${await page.title()}`);
  expectEqual(errors, [], 'console errors');
  await context.close();
});

test('the footer shows the current year, four social links, the contact block and the policy links', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 1280);
  const { page } = await watchedPage(context);
  await gotoHydrated(page, `${url}/contact`);
  const footer = page.getByRole('contentinfo');
  expect((await footer.innerText()).includes(`© ${new Date().getFullYear()}`), 'current year');
  for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
    expect(await footer.getByRole('link', { name: new RegExp(`^${name} `) }).count(), `${name} link`);
  }
  expect((await footer.innerText()).includes('Port Harcourt'), 'address in Port Harcourt');
  expectEqual(await footer.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href'), '#cookie-policy', 'cookie policy placeholder');
  expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count(), 'privacy link');
  expect(await footer.getByRole('link', { name: /^sales@/ }).count(), 'sales e-mail');
  await context.close();
});

test('when the FAQ is searched, then results or the no-match message show, and Clear Search restores the categories', async () => {
  const { url, browser } = ctx();
  const context = await newContext(browser, 390, 844);
  const { page, errors } = await watchedPage(context);
  await gotoHydrated(page, `${url}/faq`);
  const firstOpen = page.getByRole('button', { expanded: true });
  expectEqual(await firstOpen.count(), 1, 'one question open by default');
  await page.getByLabel('Search FAQs').fill('ODOO');
  expect(/\d+ results? found/.test(await page.getByRole('status').innerText()), 'result count');
  await page.getByLabel('Search FAQs').fill('no such thing at all');
  await page.getByText('No FAQs found matching your search.').waitFor();
  const empty = await runAxe(page);
  expect(!empty.length, `axe on the no-match state: ${formatViolations(empty)}`);
  await page.getByRole('button', { name: 'Clear Search' }).click();
  expectEqual(await page.getByLabel('Search FAQs').inputValue(), '', 'search cleared');
  expectEqual(await page.getByRole('heading', { level: 2 }).filter({ hasText: 'General' }).count(), 1, 'categories back');
  expectEqual(errors, [], 'console errors');
  await context.close();
});
