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
 * Runs axe-core's WCAG 2 A and AA rules on the page as it is now and returns the critical and serious
 * findings (each rule with the selectors of the nodes it failed on).
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ content: AXE_SOURCE });
  // The screen as it settles: a colour still in transition (a button changing its style) is no finding.
  await page.evaluate(`Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined)))`);
  const violations = (await page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })
    .then((result) => result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ') + ' :: ' + (node.failureSummary ?? '').split('\\n').slice(1, 2).join('')),
    })))`)) as AxeFinding[];
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
