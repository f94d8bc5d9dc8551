import multipart from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '#shared/contract/errors';
import { UPLOAD_MAX_BYTES, WATERMARK_APP_TYPES, WATERMARK_PLACE_MAX as PLACE_MAX, XLSX_MIME } from '#shared/contract/file';
import { normalizeLang, text, type Lang } from '#shared/rules/texts';
import { files } from '../../db/schema';
import type { Deps } from '../../deps';
import { checkLink } from './links';
import { checkCncProgram, isCncName } from './cnc-check';
import { checkUpload, cleanName, MIME } from './sniff';
import { uploadedView, type FileRow } from './store';
import { peekUploadToken, spendUploadToken } from './tokens';
import { checkXlsx } from './xlsx-check';
import { NotAnImage, watermarkPhoto } from './watermark';
import { watermarkCompany } from './watermark-company';

const CNC_REFUSAL_TEXT = {
  type: 'rule.trueName.attachment.type',
  tooLarge: 'file.cnc.tooLarge',
  notText: 'file.cnc.notText',
  notProgram: 'file.cnc.notProgram',
  polyglot: 'centre.upload.polyglot',
} as const;
const REFUSAL_TEXT = { type: 'rule.trueName.attachment.type', polyglot: 'centre.upload.polyglot', activePdf: 'centre.upload.activePdf' } as const;

/**
 * POST /api/upload (multipart: `token`, `file`), POST /api/upload/watermark (the same, plus an
 * optional `place`, for site photos: watermarked before they are stored) and GET /files/:id
 * (signed link). Upload
 * failures answer like the gateway: HTTP 200 with {error}, 1002 with field `file` for a wrong
 * type, a polyglot or an oversized file, 14 for a missing, spent or expired token.
 */
export function registerFileRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 512, parts: 6 } });

    // Site photos (WATERMARK_APP_TYPES) come only through the watermark endpoint: no original is kept.
    scope.post<{ Querystring: { lang?: string } }>('/api/upload', (req, reply) => receive(req, reply, false));
    scope.post<{ Querystring: { lang?: string } }>('/api/upload/watermark', (req, reply) => receive(req, reply, true));
  });

  async function receive(req: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply, watermark: boolean) {
    const lang = normalizeLang(req.query.lang);
    const fail = (code: number, key: string, field?: string) => reply.send({ error: { errorCode: code, errorInfo: text(key, lang), ...(field ? { field } : {}) } });
    if (!req.isMultipart()) return fail(ErrorCode.invalidParams, 'centre.upload.noFile', 'file');

    let token: string | null = null;
    let place: string | null = null;
    let upload: { name: string; data: Buffer } | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value;
          if (part.fieldname === 'place' && typeof part.value === 'string') place = part.value.trim().slice(0, PLACE_MAX) || null;
        } else if (part.fieldname === 'file' && !upload) {
          const data = await part.toBuffer();
          upload = { name: part.filename, data };
        } else {
          part.file.resume();
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fail(ErrorCode.invalidParams, 'rule.trueName.attachment.size', 'file');
      req.log.warn({ err }, 'upload: bad multipart body');
      return fail(ErrorCode.invalidParams, 'gateway.1002', 'file');
    }
    if (!token) return fail(ErrorCode.tokenInvalid, 'centre.upload.tokenInvalid', 'token');
    if (!upload || upload.data.length === 0) return fail(ErrorCode.invalidParams, 'centre.upload.noFile', 'file');

    const peeked = await peekUploadToken(deps, token);
    if (!peeked) return fail(ErrorCode.tokenInvalid, 'centre.upload.tokenInvalid', 'token');
    const wantsWatermark = (WATERMARK_APP_TYPES as readonly string[]).includes(peeked.appType);
    if (wantsWatermark !== watermark) return fail(ErrorCode.invalidParams, watermark ? 'centre.upload.noWatermark' : 'centre.upload.watermarkOnly', 'file');
    let stored: { ext: string; mime: string; name: string; data: Buffer };
    if (peeked.appType === 'excelImport') {
      // An Excel import takes an .xlsx workbook and nothing else (nor does any other upload take one).
      const xlsx = /\.xlsx$/i.test(upload.name) ? checkXlsx(upload.data) : ({ ok: false, reason: 'type' } as const);
      if (!xlsx.ok) return fail(ErrorCode.invalidParams, xlsx.reason === 'type' ? 'excelImport.file.type' : 'excelImport.file.tooLarge', 'file');
      stored = { ext: 'xlsx', mime: XLSX_MIME, name: cleanName(upload.name), data: upload.data };
    } else if (peeked.appType === 'document' && isCncName(upload.name)) {
      // A company document may be a CNC program (text), served by file/getCncFileUrl as a download.
      const cnc = checkCncProgram(upload.name, upload.data);
      if (!cnc.ok) return fail(ErrorCode.invalidParams, CNC_REFUSAL_TEXT[cnc.reason], 'file');
      stored = { ext: cnc.ext, mime: 'text/plain', name: cleanName(upload.name), data: upload.data };
    } else {
      const verdict = checkUpload(upload.name, upload.data);
      if (!verdict.ok) return fail(ErrorCode.invalidParams, REFUSAL_TEXT[verdict.reason], 'file');
      stored = { ext: verdict.ext, mime: MIME[verdict.kind], name: cleanName(upload.name), data: upload.data };
      if (watermark) {
        if (verdict.kind === 'pdf') return fail(ErrorCode.invalidParams, 'centre.upload.photoOnly', 'file');
        try {
          const company = await watermarkCompany(deps, peeked.companyId, lang);
          const marked = await watermarkPhoto(upload.data, { at: deps.clock.now(), place, company });
          stored = { ext: 'jpg', mime: MIME.jpeg, name: `${stored.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, data: marked.data };
        } catch (err) {
          if (err instanceof NotAnImage) return fail(ErrorCode.invalidParams, 'centre.upload.photoOnly', 'file');
          throw err;
        }
      }
    }
    // The token is spent only by a file that passes, so a wrong file can be replaced with the same token.
    const grant = await spendUploadToken(deps, token);
    if (!grant) return fail(ErrorCode.tokenInvalid, 'centre.upload.tokenInvalid', 'token');

    const publicId = randomBytes(16).toString('base64url');
    const storage = deps.adapters.storage;
    await storage.put(publicId, stored.data, stored.mime);
    const now = deps.clock.now();
    let row: FileRow;
    try {
      [row] = await deps.db
        .insert(files)
        .values({
          publicId,
          memberId: grant.memberId,
          companyId: grant.companyId,
          name: stored.name,
          ext: stored.ext,
          mime: stored.mime,
          size: stored.data.length,
          storageKey: publicId,
          appType: grant.appType,
          bizId: grant.bizId,
          createdAt: now,
        })
        .returning();
    } catch (err) {
      // No row will ever point at the stored file: remove it rather than leave an orphan in the bucket.
      await storage.delete(publicId).catch((e) => req.log.warn({ err: e }, 'upload: orphan file not removed'));
      throw err;
    }
    return reply.send({ response: await uploadedView(deps.db, row, now) });
  }

  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string; download?: string; lang?: string } }>('/files/:id', async (req, reply) => {
    const lang: Lang = normalizeLang(req.query.lang);
    const { id } = req.params;
    const download = req.query.download === '1';
    const denied = (r: FastifyReply) => r.code(403).send({ error: { errorCode: ErrorCode.forbidden, errorInfo: text('gateway.1003', lang) } });
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id) || !req.query.sig) return denied(reply);
    if (!(await checkLink(deps.db, id, Number(req.query.exp), req.query.sig, download, deps.clock.now()))) return denied(reply);
    const [f] = await deps.db.select().from(files).where(eq(files.publicId, id));
    // Streamed from the store (disk or bucket), never read whole into memory.
    const stored = f && !f.deletedAt ? await deps.adapters.storage.open(f.storageKey) : null;
    if (!f || !stored) return reply.code(404).send({ error: { errorCode: ErrorCode.notFound, errorInfo: text('gateway.1005', lang) } });
    const inline = !download && f.mime.startsWith('image/');
    const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    // The type comes from our row (checked by the file's bytes at upload), never from the store.
    reply
      .header('Content-Type', f.mime)
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header('Cache-Control', 'private, max-age=300');
    if (stored.size !== undefined) reply.header('Content-Length', stored.size);
    return reply.send(stored.body);
  });
}
