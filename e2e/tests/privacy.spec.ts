// The privacy pages against the real stack: a booking sent through the API is found on /admin/people
// by its e-mail address, its phone corrected (the change reaches Odoo when the worker runs), its records
// exported as JSON (the download holds them), the person erased (the report reaches "done" once the
// worker has erased the Odoo side), and the audit log lists each action without the person's data.
// The correction and erase dialogs are driven by keyboard where it matters (Escape, focus return), and
// both pages have zero axe violations at 390 and 1280 px.
import { ApiClient } from '@site/dev-stack/api-client';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../lib/axe';
import { staffApi, staffDashboard } from '../lib/dashboard';
import { bookingDay } from '../lib/booking-days';
import { expect, test } from '../lib/test';
import { gotoHydrated } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

const WIDTHS = [1280, 390];

/** A booking sent as an API client would, with a unique e-mail address for this run. */
async function book(email: string): Promise<string> {
  const api = new ApiClient(ctx().url);
  const res = await api.post<{ id: string }>('/api/consultations', {
    form: 'full',
    name: `Privacy Person ${ctx().runId}`,
    email,
    phone: '+234 803 555 0101',
    company: 'Rivers Data Ltd',
    industry: 'Healthcare',
    consultationType: 'microsoft-365',
    message: 'Please call about a migration.',
    preferredDate: bookingDay('privacy'),
    preferredTime: '2:00 PM - 3:00 PM',
    duration: 60,
    fillMs: 4000,
  });
  if (res.status !== 201) throw new Error(`POST /api/consultations answered ${res.status}: ${res.text}`);
  return res.body.id;
}

test('privacy: staff find a person who booked, correct the phone, export JSON, erase, and the audit log lists it without the e-mail', async () => {
  const { runId, withOdoo, url } = ctx();
  const email = `privacy-${runId}@example.com`;
  const id = await book(email);
  const { context } = await staffDashboard();
  const page = await context.newPage();
  try {
    await gotoHydrated(page, `${url}/admin/people`);
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    expect(await nav.getByRole('link', { name: 'People' }).getAttribute('aria-current'), 'People is the current staff page').toEqual(
      'page',
    );

    // Find the person.
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Find records' }).click();
    await page.getByText('1 record found.').waitFor({ timeout: 10_000 });
    const table = page.getByRole('table', { name: 'Consultations (1)' });
    const row = table.locator(`tr[data-record="${id}"]`);
    expect((await row.locator('[data-field="phone"]').innerText()).includes('+234 803 555 0101'), 'the booked phone is shown').toBeTruthy();
    expect((await row.innerText()).includes('Policy '), 'the consent (policy version) is shown').toBeTruthy();
    await expectNoAxeViolations(page, '/admin/people with a person found', WIDTHS);

    // Correct the phone, by keyboard first: Escape closes the dialog and focus returns to its button.
    const correct = page.getByRole('button', { name: `Correct consultation ${id}` });
    await correct.click();
    const dialog = page.getByRole('dialog', { name: 'Correct a record' });
    await dialog.waitFor();
    expect(await page.getByLabel('Field').evaluate((el) => el === document.activeElement), 'focus moves to the field choice').toBeTruthy();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await correct.evaluate((el) => el === document.activeElement), 'focus returns to Correct after Escape').toBeTruthy();
    await correct.click();
    await page.getByLabel('Field').selectOption('phone');
    await page.getByLabel(/New phone/).fill('+234 809 777 0202');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.locator('[data-field="phone"]', { hasText: '+234 809 777 0202' }).waitFor({ timeout: 10_000 });
    // The change goes to Odoo; the live event brings the synced state back into the table.
    if (withOdoo) await row.locator('[data-sync="synced"]').waitFor({ timeout: 30_000 });

    // Export JSON: the download holds the record, corrected.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename().endsWith('.json'), `a .json file: ${download.suggestedFilename()}`).toBeTruthy();
    const exported = await readFile((await download.path())!, 'utf8');
    JSON.parse(exported);
    expect(
      exported.includes(id) && exported.includes(email) && exported.includes('+234 809 777 0202'),
      `the export holds the corrected record: ${exported.slice(0, 300)}`,
    ).toBeTruthy();

    // Erase: Escape first, then confirm with the e-mail address typed again.
    const erase = page.getByRole('button', { name: 'Erase this person' });
    await erase.click();
    const eraseDialog = page.getByRole('dialog', { name: 'Erase this person' });
    await eraseDialog.waitFor();
    await page.keyboard.press('Escape');
    await eraseDialog.waitFor({ state: 'hidden' });
    expect(await erase.evaluate((el) => el === document.activeElement), 'focus returns to Erase this person after Escape').toBeTruthy();
    await erase.click();
    await page.getByLabel('Type the e-mail address again to confirm').fill(email);
    await page.getByRole('button', { name: 'Erase everything' }).click();
    const report = page.getByRole('region', { name: 'Erasure report' });
    await report.waitFor({ timeout: 10_000 });
    expect(await report.locator('[data-removed="store"]').innerText(), 'records removed from the store').toEqual('1');
    await page.getByText(`No records found for ${email}.`).waitFor({ timeout: 10_000 });
    if (withOdoo) {
      // The page asks every 2 s until the worker has reported the Odoo part.
      await report.locator('[data-erasure-status="done"]').waitFor({ timeout: 60_000 });
      const odooRow = await report.locator(`tr[data-record="${id}"]`).innerText();
      expect(/Deleted|Anonymised/.test(odooRow), `the Odoo lead was deleted or anonymised: ${odooRow}`).toBeTruthy();
    } else {
      await report.locator('[data-erasure-status="in-progress"]').waitFor();
    }
    const left = await staffApi<{ total: number }>(`/api/admin/people?email=${encodeURIComponent(email)}`);
    expect(left.total, 'no record of the person is left').toEqual(0);
    await expectNoAxeViolations(page, '/admin/people with an erasure report', WIDTHS);

    // The audit log: the actions are listed, the person's data is not.
    await gotoHydrated(page, `${url}/admin/audit`);
    const audit = page.getByRole('table', { name: 'Audit log, newest first' });
    await audit.locator('tbody tr').first().waitFor({ timeout: 10_000 });
    const actions = await audit.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    for (const action of ['person-search', 'correction', 'person-export', 'erase', ...(withOdoo ? ['erase-done'] : [])])
      expect(actions.includes(action), `the audit log lists ${action}: ${actions.slice(0, 20).join(', ')}`).toBeTruthy();
    const text = await page.locator('main').innerText();
    for (const secret of [email, '+234 809 777 0202', '+234 803 555 0101', `Privacy Person ${runId}`])
      expect(!text.includes(secret), `the audit log does not show ${secret}`).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'), 'the CSV export link').toEqual(
      '/api/admin/audit/export.csv',
    );
    await expectNoAxeViolations(page, '/admin/audit', WIDTHS);
  } finally {
    await page.close();
  }
});
