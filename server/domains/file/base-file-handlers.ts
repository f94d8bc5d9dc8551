import { and, eq, isNull } from 'drizzle-orm';
import * as b from '#shared/contract/base-file';
import { CNC_EXTS, UPLOAD_EXTS, UPLOAD_MAX_BYTES } from '#shared/contract/file';
import { files } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { orgActor } from '../org/actor';
import { fileLink, LINK_TTL_S } from './links';
import { issueUploadToken, UPLOAD_TOKEN_TTL_S } from './tokens';

/** The base app's file calls (contract/base-file.ts): a direct-upload form, and signed links to company documents. */
export const baseFileHandlers = [
  handle(b.getUrlAndParams, async (ctx) => {
    const actor = orgActor(ctx);
    // The company's document: the same one-use token the two-step upload uses.
    const token = await issueUploadToken(ctx.deps, { memberId: actor.memberId, companyId: actor.companyId, appType: 'document', bizId: ctx.params.bizId ?? null });
    return { url: '/api/upload', method: 'POST' as const, fileField: 'file', fields: { token }, expiresIn: UPLOAD_TOKEN_TTL_S, maxBytes: UPLOAD_MAX_BYTES, accept: [...UPLOAD_EXTS, ...CNC_EXTS] };
  }),
  handle(b.getCncFileUrl, async (ctx) => {
    const { companyId } = orgActor(ctx);
    const [f] = await ctx.deps.db
      .select({ publicId: files.publicId, name: files.name })
      .from(files)
      .where(and(eq(files.publicId, ctx.params.fileId), eq(files.companyId, companyId), isNull(files.deletedAt)))
      .limit(1);
    if (!f) throw notFound();
    return { url: await fileLink(ctx.deps.db, f.publicId, ctx.deps.clock.now(), true), name: f.name, expiresIn: LINK_TTL_S };
  }),
];
