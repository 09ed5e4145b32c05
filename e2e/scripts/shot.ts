// Screenshots of frontend/dist (served as the gateway would) at 390 and 1280 px: node --import tsx e2e/scripts/shot.ts /path ...
import { SITE_DIST, serveDist } from '../lib/static-server';
import { launchBrowser } from '../lib/browser';
const paths = process.argv.slice(2);
const srv = await serveDist(SITE_DIST);
const browser = await launchBrowser();
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`[${width}] console.${m.type()}: ${m.text().slice(0, 400)}`);
  });
  page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const p of paths) {
    const res = await page.goto(srv.url + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `/tmp/shots/${p.replace(/\//g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(width, p, res?.status(), await page.title());
  }
  await page.close();
}
await browser.close();
await srv.close();
