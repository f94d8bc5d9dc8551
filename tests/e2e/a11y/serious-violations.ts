import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The critical and serious WCAG A/AA violations on the page as it stands (the walk's bar, for one page in a journey).
 * `exclude`: transient layers a journey cannot time, such as a toast caught mid-fade (its text then
 * reads as low contrast against a half-transparent background).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
