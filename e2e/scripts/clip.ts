// Viewport screenshots at a scroll position: node --import tsx e2e/scripts/clip.ts /path width y [more y...]
import { launchBrowser } from '../lib/browser';
import { SITE_DIST, serveDist } from '../lib/static-server';

const [path = '/', width = '390', ...ys] = process.argv.slice(2);
const srv = await serveDist(SITE_DIST);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.goto(srv.url + path, { waitUntil: 'networkidle' });
for (const y of ys.length ? ys : ['0']) {
  await page.evaluate((top) => window.scrollTo(0, top), Number(y));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/shots/clip${path.replace(/\//g, '_')}-${width}-${y}.png` });
}
await browser.close();
await srv.close();
