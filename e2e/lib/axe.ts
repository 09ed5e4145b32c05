// axe-core from the installed package, injected into the page under test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe with its default rule set (WCAG 2.x A/AA plus best practices) on the whole page. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools rather than a <script> tag, so the site's CSP stays untouched.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n        ${v.nodes.map((n) => n.target.join(' ')).join('\n        ')}`)
    .join('\n      ');
}

/**
 * Fails the test when axe finds a violation on the page as it stands, or at each of `widths` (px, 900 high;
 * the viewport is 1280 × 900 again afterwards).
 */
export async function expectNoAxeViolations(page: Page, where: string, widths: readonly number[] = []): Promise<void> {
  if (widths.length === 0) {
    const violations = await runAxe(page);
    expect(!violations.length, `axe on ${where}: ${formatViolations(violations)}`).toBeTruthy();
    return;
  }
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await runAxe(page);
    expect(!violations.length, `axe on ${where} at ${width} px: ${formatViolations(violations)}`).toBeTruthy();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
