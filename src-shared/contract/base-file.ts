import { z } from 'zod';
import { command } from './command';

/**
 * The base app's file calls (decision record 0016), on top of the file domain's uploads and signed links.
 * - getUrlAndParams: where and how to upload a base-app file directly (the same one-use token as
 *   support/file/requestUploadToken, as form fields for `POST url` multipart).
 * - getCncFileUrl: a signed download link (15 minutes) of one of the company's documents, for the
 *   device pages' program files; another company's or someone's private upload is not found.
 */
const PAGES = ['employee', 'deviceInfo'] as const;
const opaque = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]*$/);

export const getUrlAndParams = command('file/getUrlAndParams', {
  access: 'enterprise',
  needs: { pages: PAGES },
  params: z.object({ bizId: opaque.optional() }).strict(),
}).returns<{ url: string; method: 'POST'; fileField: string; fields: Record<string, string>; expiresIn: number; maxBytes: number; accept: string[] }>();

export const getCncFileUrl = command('file/getCncFileUrl', {
  access: 'enterprise',
  needs: { pages: ['deviceInfo'] },
  params: z
    .object({
      fileId: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    })
    .strict(),
}).returns<{ url: string; name: string; expiresIn: number }>();
