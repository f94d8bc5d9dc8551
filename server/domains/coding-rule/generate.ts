import { and, eq, sql } from 'drizzle-orm';
import type { Segment } from '#shared/contract/coding-rule';
import { renderSerial, sequenceOf, serialPeriod } from '#shared/utils/serial-format';
import type { Db } from '../../db/client';
import { codingRuleCounters, codingRules } from '../../db/schema';
import { refuse } from '../../gateway/app-error';

type Rule = typeof codingRules.$inferSelect;
/** Whether a candidate number is already used (by a device, an employee …): such numbers are skipped. */
export type IsTaken = (candidate: string) => Promise<boolean>;

// A run of taken numbers longer than this means the rule no longer fits the data; say so instead of looping.
const MAX_SKIPS = 1000;

/**
 * Consumes the rule's next number. One statement advances the period's counter and returns the
 * new value (insert … on conflict do update … returning), so parallel callers each get their own
 * value without a lock held across statements. A start raised above the counter takes effect.
 */
export async function nextSerial(db: Db, rule: Rule, now: Date, isTaken: IsTaken): Promise<string> {
  const segments = rule.segments as Segment[];
  const seq = sequenceOf(segments);
  const period = serialPeriod(seq.reset, now);
  for (let i = 0; i < MAX_SKIPS; i++) {
    const [{ value }] = await db
      .insert(codingRuleCounters)
      .values({ ruleId: rule.id, period, value: seq.start })
      .onConflictDoUpdate({
        target: [codingRuleCounters.ruleId, codingRuleCounters.period],
        set: { value: sql`greatest(${codingRuleCounters.value} + 1, excluded.value)` },
      })
      .returning({ value: codingRuleCounters.value });
    const candidate = renderSerial(segments, value, now);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw refuse('codingRule.exhausted');
}

/** The number nextSerial would give now, without consuming it. */
export async function previewSerial(db: Db, rule: Rule, now: Date, isTaken: IsTaken): Promise<string> {
  const segments = rule.segments as Segment[];
  const seq = sequenceOf(segments);
  const period = serialPeriod(seq.reset, now);
  const [row] = await db
    .select({ value: codingRuleCounters.value })
    .from(codingRuleCounters)
    .where(and(eq(codingRuleCounters.ruleId, rule.id), eq(codingRuleCounters.period, period)))
    .limit(1);
  let value = row ? Math.max(row.value + 1, seq.start) : seq.start;
  for (let i = 0; i < MAX_SKIPS; i++, value++) {
    const candidate = renderSerial(segments, value, now);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw refuse('codingRule.exhausted');
}
