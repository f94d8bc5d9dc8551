import * as c from '#shared/contract/file';
import { forbidden } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { myFiles } from './store';
import { issueUploadToken, UPLOAD_TOKEN_TTL_S } from './tokens';

/** Certification documents, Excel imports and device-check photos belong to the company of the session; site photos to it when there is one; other uploads to the member. */
const COMPANY_TYPES = new Set<c.AppType>(['realName', 'changeInfo', 'changeBank', 'excelImport', 'deviceCheck']);

export const fileHandlers = [
  handle(c.requestUploadToken, async ({ deps, params, actor }) => {
    const companyOwned = COMPANY_TYPES.has(params.appType);
    if (companyOwned && !actor.companyId) throw forbidden('auth.useEnterpriseAccount');
    const uploadToken = await issueUploadToken(deps, {
      memberId: actor.memberId,
      // A site photo is the company's when its taker acts for one (its watermark names the company).
      companyId: companyOwned || params.appType === 'sitePhoto' ? actor.companyId : null,
      appType: params.appType,
      bizId: params.bizId ?? null,
    });
    const accept = params.appType === 'excelImport' ? [...c.EXCEL_EXTS] : [...c.UPLOAD_EXTS];
    return { uploadToken, expiresIn: UPLOAD_TOKEN_TTL_S, maxBytes: c.UPLOAD_MAX_BYTES, accept };
  }),

  handle(c.myDocument, async ({ deps, actor, page, rows }) => myFiles(deps.db, { memberId: actor.memberId, companyId: actor.companyId }, page, rows, deps.clock.now())),
];
