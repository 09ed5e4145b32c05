// Screenshot of the lead dialog opened from the call-to-action banner on /: node --import tsx e2e/scripts/dialog-shot.ts [width]
import { launchBrowser } from '../lib/browser';
import { SITE_DIST, serveDist } from '../lib/static-server';

const width = Number(process.argv[2] ?? 390);
const srv = await serveDist(SITE_DIST);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width, height: 844 } });
await page.goto(srv.url + '/', { waitUntil: 'networkidle' });
await page.locator('section[aria-labelledby="cta-banner-title"]').getByRole('button', { name: 'Book Free Consultation' }).click();
await page.getByRole('dialog').waitFor();
await page.screenshot({ path: `/tmp/shots/dialog-${width}.png` });
await browser.close();
await srv.close();
