import { and, asc, eq } from 'drizzle-orm';
import type { CodingRule, CodingTarget, Segment } from '#shared/contract/coding-rule';
import type { Db } from '../../db/client';
import { codingRules } from '../../db/schema';
import { notFound } from '../../gateway/app-error';

type RuleRow = typeof codingRules.$inferSelect;

export const ruleView = (r: RuleRow): CodingRule => ({
  ruleId: r.id,
  target: r.target as CodingTarget,
  name: r.name,
  segments: r.segments as Segment[],
  updatedAt: r.updatedAt.toISOString(),
});

export async function listRules(db: Db, companyId: number): Promise<CodingRule[]> {
  const rows = await db.select().from(codingRules).where(eq(codingRules.companyId, companyId)).orderBy(asc(codingRules.id));
  return rows.map(ruleView);
}

/** The company's rule by id (another company's answers 1005, like a missing one). */
export async function ruleById(db: Db, companyId: number, ruleId: number): Promise<RuleRow> {
  const [r] = await db
    .select()
    .from(codingRules)
    .where(and(eq(codingRules.companyId, companyId), eq(codingRules.id, ruleId)))
    .limit(1);
  if (!r) throw notFound();
  return r;
}

export async function ruleForTarget(db: Db, companyId: number, target: CodingTarget): Promise<RuleRow | null> {
  const [r] = await db
    .select()
    .from(codingRules)
    .where(and(eq(codingRules.companyId, companyId), eq(codingRules.target, target)))
    .limit(1);
  return r ?? null;
}

/** One rule per company and target: saving replaces it in place (its counters stay, so numbers do not restart). */
export async function saveRule(db: Db, companyId: number, p: { target: CodingTarget; name: string; segments: Segment[] }, now: Date): Promise<RuleRow> {
  const [r] = await db
    .insert(codingRules)
    .values({ companyId, target: p.target, name: p.name, segments: p.segments, updatedAt: now })
    .onConflictDoUpdate({ target: [codingRules.companyId, codingRules.target], set: { name: p.name, segments: p.segments, updatedAt: now } })
    .returning();
  return r;
}
