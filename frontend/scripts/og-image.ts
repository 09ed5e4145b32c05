// Makes frontend/public/og-image.png, the social image every page's og:image and twitter:image name:
// a 1200×630 card with the brand name and tagline of src/site-config.ts, rendered in Debian's Chromium.
// The PNG is committed; run this again after changing the brand:
//   node --import tsx frontend/scripts/og-image.ts
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { siteConfig } from '../src/site-config';

const out = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public', 'og-image.png');

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box;
    background: #1e3a8a; border-bottom: 16px solid #f59e0b; color: #fff;
    font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
  .mark { width: 96px; height: 96px; border-radius: 20px; background: #fff; color: #1e3a8a; display: flex;
    align-items: center; justify-content: center; font-size: 40px; font-weight: 700; margin-bottom: 48px; }
  h1 { font-size: 76px; line-height: 1.05; margin: 0 0 28px; letter-spacing: -1px; }
  p { font-size: 36px; line-height: 1.3; margin: 0; color: #dbeafe; max-width: 960px; }
  .place { position: absolute; left: 96px; bottom: 56px; font-size: 26px; color: #bfdbfe; }
</style></head><body>
  <div class="mark">${escape(siteConfig.shortName)}</div>
  <h1>${escape(siteConfig.name)}</h1>
  <p>${escape(siteConfig.tagline)}</p>
  <div class="place">${escape(`${siteConfig.address.city}, ${siteConfig.address.country}`)}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`Wrote ${out}`);
} finally {
  await browser.close();
}
