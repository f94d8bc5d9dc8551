import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** smsNotice, wechatTemplate and wechatToken keep what the stand-in received as JSON in body (decision 0055). */
export type OutboxKind = 'sms' | 'captcha' | 'bank' | 'smsNotice' | 'wechatTemplate' | 'wechatToken';
const JSON_KINDS = new Set<string>(['smsNotice', 'wechatTemplate', 'wechatToken']);

/** The development outbox: what stand-ins "sent", so tests and demos can finish real flows. */
export async function recordOutbox(db: Db, item: { kind: OutboxKind; to: string; code?: string; amount?: string; body?: string }) {
  await db.insert(outbox).values({ kind: item.kind, to: item.to, code: item.code ?? null, amount: item.amount ?? null, body: item.body ?? null });
}

export async function readOutbox(db: Db, to: string, limit = 50) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to)))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    ...(JSON_KINDS.has(r.kind) && r.body != null ? (JSON.parse(r.body) as Record<string, unknown>) : {}),
    kind: r.kind as OutboxKind,
    to: r.to,
    ...(r.code != null ? { code: r.code } : {}),
    ...(r.amount != null ? { amount: r.amount } : {}),
    // A bank payment's body is its transfer note.
    ...(r.kind === 'bank' && r.body != null ? { note: r.body } : {}),
    // Texts without a code (notifications) show their body; a code's body is only its purpose.
    ...(r.kind === 'sms' && r.code == null && r.body != null ? { text: r.body } : {}),
    at: r.createdAt.toISOString(),
  }));
}
