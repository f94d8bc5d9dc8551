import { z } from 'zod';
import { command, noParams } from './command';

/**
 * Uploads and my files. An upload is two steps: requestUploadToken, then
 * `POST /api/upload` (multipart: `token`, then `file`) answering `{response: UploadedFile}`.
 * Files are fetched at their `url`: a signed link valid for 15 minutes, issued only to the owner
 * (or, for a company's documents, to the company's members).
 */

/** What an upload is for; certification documents, Excel imports and device-check photos belong to the company. */
export const APP_TYPES = ['realName', 'changeInfo', 'changeBank', 'document', 'excelImport', 'deviceCheck', 'sitePhoto'] as const;
export type AppType = (typeof APP_TYPES)[number];
/** Site photos: watermarked on upload (see utils/site-photo.ts). */
export { WATERMARK_APP_TYPES, WATERMARK_PLACE_MAX } from '../utils/site-photo';
/** An Excel import takes .xlsx only (checked as a zip holding a workbook). */
export const EXCEL_EXTS = ['xlsx'] as const;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The accepted upload types and size are listed for pages in file-values.ts (no zod).
export { UPLOAD_EXTS, UPLOAD_MAX_BYTES } from './file-values';
/**
 * CNC programs a company may keep among its documents (file/getCncFileUrl serves them): G-code
 * text under these extensions, checked to be text holding G/M words, at most CNC_MAX_BYTES.
 */
export const CNC_EXTS = ['nc', 'tap', 'gcode', 'ngc', 'mpf', 'spf', 'cnc'] as const;
export const CNC_MAX_BYTES = 2 * 1024 * 1024;
/** Types opened in the viewer; everything else downloads with its name (spec section 5). */
export const PREVIEW_EXTS = ['gif', 'jpg', 'jpeg', 'png', 'svg', 'bmp'] as const;
/** File types with their own icon (spec section 9). */
export const FILE_ICON_TYPES = ['3ds', 'bmp', 'doc', 'docx', 'dwg', 'gif', 'jpeg', 'jpg', 'pdf', 'png', 'ppt', 'pptx', 'prt', 'rar', 'sldprt', 'svg', 'swf', 'tif', 'txt', 'xls', 'xlsx', 'zip'] as const;

export interface UploadedFile {
  fileId: string;
  url: string;
  name: string;
  size: number;
}

export interface FileView extends UploadedFile {
  ext: string;
  /** ISO time of acceptance. */
  time: string;
  appType: AppType;
  /** Opens in the viewer (else downloads). */
  preview: boolean;
  /** The download link (attachment with the file's name). */
  downloadUrl: string;
}

const opaque = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]*$/);

export const requestUploadToken = command('support/file/requestUploadToken', {
  access: 'member',
  params: z.object({ appType: z.enum(APP_TYPES), bizId: opaque.optional(), appID: opaque.optional(), appCode: opaque.optional() }).strict(),
}).returns<{ uploadToken: string; expiresIn: number; maxBytes: number; accept: string[] }>();

/** My files, newest first, paged by the envelope's page/rows: mine and my company's documents. */
export const myDocument = command('webDocument/myDocument', { access: 'member', params: noParams }).returns<{ list: FileView[]; total: number }>();
