import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { auditFilters, type AuditEntry, type AuditFilters } from '#shared/contract/audit';
import { normalizeLang, text, type Lang } from '#shared/rules/texts';
import { XLSX_MIME } from '#shared/contract/file';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { settingSecret } from '../file/links';
import { auditBatches, companyWhere } from './list';
import { beijingDayOf } from './days';

/**
 * The audit log as .xlsx, streamed (decision 0053): the command answers a link signed for the
 * company, the filters and five minutes; GET /audit/export writes rows as it reads them in batches,
 * so 100,000 rows never sit in memory. The gateway reads no cookies, hence the signed link.
 */
export const EXPORT_MAX_ROWS = 100_000;
const TTL_S = 5 * 60;
const KEY = 'audit.exportSecret';

interface Payload {
  c: number;
  f: AuditFilters;
  l: Lang;
  exp: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export async function exportLink(db: Db, companyId: number, f: AuditFilters, lang: Lang, now: Date) {
  const body = Buffer.from(JSON.stringify({ c: companyId, f, l: lang, exp: Math.floor(now.getTime() / 1000) + TTL_S } satisfies Payload)).toString('base64url');
  const sig = sign(await settingSecret(db, KEY), body);
  return { url: `/audit/export?p=${body}&sig=${sig}`, name: `${text('audit.export.fileName', lang)}-${beijingDayOf(now).replace(/-/g, '')}.xlsx` };
}

async function payloadOf(db: Db, p: string | undefined, sig: string | undefined, now: Date): Promise<Payload | null> {
  if (!p || !sig || p.length > 2000) return null;
  const want = Buffer.from(sign(await settingSecret(db, KEY), p));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Payload;
  if (payload.exp * 1000 < now.getTime()) return null;
  // Signed by us, parsed again anyway: the filters reach SQL only through the contract's schema.
  const f = auditFilters.safeParse(payload.f);
  return f.success ? { ...payload, f: f.data, l: normalizeLang(payload.l) } : null;
}

const COLUMNS = ['at', 'actor', 'kind', 'cmd', 'target', 'result', 'ip', 'userAgent', 'changes', 'hash'] as const;

function cells(e: AuditEntry, lang: Lang) {
  const changes = e.changes.length ? e.changes.map((c) => `${c.field}: ${JSON.stringify(c.before ?? null)} → ${JSON.stringify(c.after ?? null)}`).join('; ') : JSON.stringify(e.params);
  return [
    e.at,
    e.actorName ?? e.actorKind,
    text(`audit.kind.${e.kind}`, lang),
    e.cmd,
    e.target ?? '',
    e.result === 'done' ? text('audit.result.done', lang) : `${text('audit.result.refused', lang)} (${e.errorCode})`,
    e.ip ?? '',
    e.userAgent ?? '',
    changes,
    e.hash,
  ];
}

export function registerAuditExport(app: FastifyInstance, deps: Deps) {
  app.get<{ Querystring: { p?: string; sig?: string } }>('/audit/export', async (req, reply) => {
    const payload = await payloadOf(deps.db, req.query.p, req.query.sig, deps.clock.now()).catch(() => null);
    if (!payload) return reply.code(403).header('cache-control', 'no-store').send({ error: 'link expired or invalid' });
    const lang = payload.l;
    const out = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet(text('audit.export.sheet', lang));
    ws.columns = COLUMNS.map((c) => ({ header: text(`audit.export.column.${c}`, lang), key: c, width: c === 'changes' ? 60 : 20 }));
    const name = `${text('audit.export.fileName', lang)}-${beijingDayOf(deps.clock.now()).replace(/-/g, '')}.xlsx`;
    reply
      .header('content-type', XLSX_MIME)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="audit.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`);
    (async () => {
      for await (const batch of auditBatches(deps.db, companyWhere(payload.c, payload.f), 1000, EXPORT_MAX_ROWS)) {
        for (const e of batch) ws.addRow(cells(e, lang)).commit();
      }
      ws.commit();
      await wb.commit();
    })().catch((err) => {
      req.log.error({ err }, 'audit export failed');
      out.destroy(err as Error);
    });
    return reply.send(out);
  });
}
