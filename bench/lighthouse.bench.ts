// Lighthouse (mobile preset: Moto G emulation, simulated slow 4G and 4× CPU throttling) on the pages
// the frame owns, served by the real gateway from frontend/dist, in Debian's Chromium. Prints the four
// scores per page and exits 1 when a page misses its target (with median TBT and TTI beside them):
// performance 100 on public pages and ≥ 98 on the staff pages (/admin/*, measured as a browser without
// a session sees them: the sign-in form); accessibility, best practices and SEO 100, except SEO on the
// staff pages, whose noindex fails Lighthouse's "is crawlable" audit on purpose.
// Run: make bench, or node --import tsx bench/lighthouse.bench.ts [/path ...].
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT, startStack } from '@site/dev-stack/stack';

// The frame's pages plus one of each content template (solution, article, get-started booking page).
const DEFAULT_PAGES = [
  '/',
  '/contact',
  '/book-consultation',
  '/faq',
  '/admin/leads',
  '/solutions/microsoft-365',
  '/resources/nigerian-language-chatbots',
  '/get-started/azure',
];
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const isStaff = (path: string) => path.startsWith('/admin/');
/** The score each category must reach on a page; null: not a target there. */
function targets(path: string): Record<Category, number | null> {
  return isStaff(path)
    ? { performance: 98, accessibility: 100, 'best-practices': 100, seo: null }
    : { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
}
/** Lighthouse's scores move by a point or two between runs; each page is measured this many times and the median kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * On a shared machine, other work lengthens the tasks Lighthouse times: with LIGHTHOUSE_QUIET_LOAD set,
 * each run waits (up to an hour) until the one-minute load average is below it.
 */
const QUIET_LOAD = Number(process.env.LIGHTHOUSE_QUIET_LOAD ?? 0);

async function whenQuiet(): Promise<number> {
  const deadline = Date.now() + 3_600_000;
  while (QUIET_LOAD && loadavg()[0]! >= QUIET_LOAD && Date.now() < deadline) await sleep(5000);
  return loadavg()[0]!;
}

const dist = join(REPO_ROOT, 'frontend', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('frontend/dist is not built: run `make build` first.');
  process.exit(1);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startStack({ odoo: false, env: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows: { path: string; scores: Record<Category, number>; tbt: number; tti: number; failing: string[] }[] = [];
try {
  const resultsDir = join(REPO_ROOT, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  for (const path of PAGES) {
    const runs: Record<Category, number>[] = [];
    const tbts: number[] = [];
    const ttis: number[] = [];
    let failing: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const load = await whenQuiet();
      if (QUIET_LOAD) console.log(`  ${path} run ${i + 1}: load average ${load.toFixed(2)}`);
      const result = await lighthouse(`${stack.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The default config is the mobile preset; say so explicitly.
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      runs.push(
        Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>,
      );
      tbts.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      ttis.push(lhr.audits.interactive?.numericValue ?? NaN);
      // Audits below a full score in the categories that must be perfect, to say why.
      failing = CATEGORIES.filter((c) => c !== 'performance' && targets(path)[c] !== null).flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}`),
      );
      if (i === RUNS - 1) {
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
        await writeFile(join(resultsDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
        console.log(
          `  ${path}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
        );
      }
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Record<Category, number>;
    // A run whose trace had no quiet window reports no TTI; the median is of the runs that did.
    const finite = (xs: number[]) => (xs.some(Number.isFinite) ? median(xs.filter(Number.isFinite)) : NaN);
    rows.push({ path, scores, tbt: finite(tbts), tti: finite(ttis), failing });
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\nLighthouse, mobile preset, median of ${RUNS} (targets: performance 100, staff pages ≥ 98; the others 100, SEO not on staff pages)`,
);
console.log(
  `  ${'page'.padEnd(40)}${pad('perf', 6)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${pad('TBT ms', 8)}${pad('TTI s', 7)}`,
);
let misses = 0;
for (const r of rows) {
  const target = targets(r.path);
  const miss = CATEGORIES.filter((c) => target[c] !== null && r.scores[c] < target[c]);
  misses += miss.length;
  console.log(
    `  ${r.path.padEnd(40)}${CATEGORIES.map((c) => pad(r.scores[c], 6)).join('')}${pad(Math.round(r.tbt), 8)}${pad((r.tti / 1000).toFixed(1), 7)}${
      miss.length ? `   below target: ${miss.join(', ')}` : ''
    }`,
  );
  if (r.failing.length) console.log(`      ${r.failing.join('\n      ')}`);
}
console.log(misses ? `\n${misses} score(s) below target` : '\nAll pages meet their targets');
process.exit(misses ? 1 : 0);
