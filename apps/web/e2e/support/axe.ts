// axe-core inside the page: the WCAG 2.2 AA rules (and axe's best practices) run against what the
// browser shows, and a critical or serious violation fails the test with a readable list.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type * as AxeCore from 'axe-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The impacts that fail a test; moderate and minor ones are reported by axe but do not. */
const FAILING = new Set(['critical', 'serious']);

export type AxeCheck = {
  /** What the check is of, named in the failure ('the login page', 'the product form, dark'). */
  what: string;
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Rules left out, each with the reason in a comment where it is called. */
  disableRules?: string[];
};

/**
 * Runs axe-core in the page as it is now. The library is evaluated through the browser's debugging
 * protocol, which the page's content security policy (script-src 'self') does not govern, so the
 * app is checked under its real policy.
 */
export async function axeResults(page: Page, { include, disableRules = [] }: Omit<AxeCheck, 'what'> = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  };
  return page.evaluate(([context, options]) => (window as unknown as { axe: typeof AxeCore }).axe.run(context ?? document, options), [
    include ?? null,
    options,
  ] as const);
}

/** One line per offending element: impact, rule, what is wrong, where, and axe's own summary. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `- [${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.html.slice(0, 160)}\n    ${summary}`;
      }),
    )
    .join('\n');
}

/** The critical and serious violations axe finds on the page (or the part named), once its transitions have ended. */
export async function seriousViolations(page: Page, check: Omit<AxeCheck, 'what'> = {}): Promise<Result[]> {
  // Colours caught mid-fade (a label turning to the focus colour) are not the page's colours, and
  // links in a navigation group caught mid-collapse are not its touch targets. A collapse is between
  // its states (neither entered nor hidden) a moment before its height transition runs, so both are
  // waited for, and again two frames later, until nothing moves.
  const still = () =>
    page.waitForFunction(
      () =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running') &&
        [...document.querySelectorAll('.MuiCollapse-root')].every(
          (c) => c.classList.contains('MuiCollapse-entered') || c.classList.contains('MuiCollapse-hidden'),
        ),
    );
  for (;;) {
    await still();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const moving = await page.evaluate(
      () =>
        document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running') ||
        [...document.querySelectorAll('.MuiCollapse-root')].some(
          (c) => !c.classList.contains('MuiCollapse-entered') && !c.classList.contains('MuiCollapse-hidden'),
        ),
    );
    if (!moving) break;
  }
  const results = await axeResults(page, check);
  return results.violations.filter((v) => FAILING.has(v.impact ?? ''));
}

/** Fails when axe finds a critical or serious violation on the page (or the part named). */
export async function expectNoSeriousViolations(page: Page, check: AxeCheck): Promise<void> {
  const failing = await seriousViolations(page, check);
  if (failing.length > 0) {
    throw new Error(`axe-core found ${failing.length} critical or serious violation(s) on ${check.what}:\n${describeViolations(failing)}`);
  }
}
