import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The critical and serious WCAG A/AA violations on the page as it stands (the walk's bar, for one page in a journey). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
