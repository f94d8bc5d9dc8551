import type { Db } from '../../db/client';
import { contentCases, contentNews } from '../../db/schema';
import { sanitizeArticle } from './sanitize';

/**
 * The one way news and cases are written (seed now, the operator's editor later):
 * bodies are sanitized before they are stored.
 */
export type NewsInput = typeof contentNews.$inferInsert;
export type CaseInput = typeof contentCases.$inferInsert;

export async function saveNews(db: Db, rows: NewsInput[]) {
  if (!rows.length) return [];
  return db
    .insert(contentNews)
    .values(rows.map((r) => ({ ...r, bodyZh: sanitizeArticle(r.bodyZh), bodyEn: sanitizeArticle(r.bodyEn) })))
    .returning({ id: contentNews.id });
}

export async function saveCases(db: Db, rows: CaseInput[]) {
  if (!rows.length) return [];
  return db
    .insert(contentCases)
    .values(rows.map((r) => ({ ...r, bodyZh: sanitizeArticle(r.bodyZh), bodyEn: sanitizeArticle(r.bodyEn) })))
    .returning({ id: contentCases.id });
}
