import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected into a page as it is (no network, no bundler). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * How long one axe-core pass may take. A page script has no time limit of its own in Playwright, so a
 * pass that never ends would otherwise show only as the test's own time limit, with no screen named.
 */
const AXE_DEADLINE_MS = 90_000;

/** The promise's answer, or an error with `message` once `milliseconds` have passed without one. */
function withDeadline<T>(milliseconds: number, message: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${milliseconds / 1000} s`)), milliseconds);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs axe-core's WCAG 2 A and AA rules on the page as it is now and returns the critical and serious
 * findings (each rule with the selectors of the nodes it failed on).
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ content: AXE_SOURCE });
  // The screen as it settles: a colour still in transition (a button changing its style) is no finding.
  // Finite animations are taken to their end at once. Waiting for their `finished` promise instead can
  // wait for ever: a document timeline advances only with the frames the renderer produces, and a page of
  // a busy headless browser may produce none for a long time.
  await page.evaluate(`for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()`);
  const violations = (await withDeadline(AXE_DEADLINE_MS, `axe-core did not finish on ${page.url()}`, page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })
    .then((result) => result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ') + ' :: ' + (node.failureSummary ?? '').split('\\n').slice(1, 2).join('')),
    })))`))) as AxeFinding[];
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}

/** The page's horizontal overflow in CSS pixels (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
}

/**
 * Controls (links, buttons, form controls) whose accessible name set by aria-label does not start with
 * the text they show (WCAG 2.5.3, label in name): a speech user says what they see. Returned as
 * `shown -> name` pairs.
 */
export async function labelNameMismatches(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const normal = (text) => (text ?? '').replace(/\\s+/g, ' ').trim().toLowerCase();
    const found = [];
    for (const element of document.querySelectorAll('a[aria-label], button[aria-label], [role="button"][aria-label], summary[aria-label]')) {
      if (!element.checkVisibility()) continue;
      const shown = normal(element.innerText);
      const name = normal(element.getAttribute('aria-label'));
      if (shown !== '' && !name.startsWith(shown)) found.push(shown + ' -> ' + name);
    }
    return found;
  })()`)) as string[];
}
