import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules every page is held to: axe's WCAG 2.1 A and AA rules as `withTags` would run them (its experimental
 * ones left out), and label-in-name (WCAG 2.5.3), which axe ships as experimental, so only a run naming it checks
 * it. Listed once, for a single run per check instead of one per set.
 */
const RULES = axe
  .getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  .filter((rule) => !rule.tags.includes('experimental') || rule.ruleId === 'label-content-name-mismatch')
  .map((rule) => rule.ruleId);

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page as it is now, label-in-name included. Running
 * animations (a dropdown fading in) are let finish first: halfway through, their colours are not the ones the
 * user reads.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only animations that end are waited for.
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withRules(RULES).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
