import { z } from 'zod';
import { command } from './command';
import { SUBMISSION_KINDS, SUBMISSION_MAX_PHOTOS } from './device-limits';

/**
 * Device model pages: the connection-box (IBX) and terminal (IMT) series,
 * content in the request's language. Our additions (the spec names the pages, not the calls).
 */

export type DeviceSeries = 'IBX' | 'IMT';

/** Page content of one model in one language. */
export interface DeviceContent {
  name: string;
  summary: string;
  specs: { label: string; value: string }[];
  interfaces: { name: string; detail: string }[];
  wiring: string[];
  lights: { name: string; state: string; meaning: string }[];
  installation: string[];
  troubleshooting: { symptom: string; cause: string; fix: string }[];
  documents: { key: string; title: string }[];
}

export interface DeviceModelSummary {
  model: string;
  series: DeviceSeries;
  name: string;
  summary: string;
  photo: string;
}

export interface DeviceModelDetail extends DeviceContent {
  model: string;
  series: DeviceSeries;
  photo: string;
  /** Download URLs of the documents, in the same order as `documents`. */
  documentUrls: string[];
}

/** Model numbers: letters, digits and hyphens (IBX-100); compared case-insensitively. */
const modelNo = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'device.model.notFound');

export const getModelList = command('device/getModelList', {
  access: 'public',
  params: z
    .object({
      /** Part of a model number or name; empty lists all. */
      keyword: z.string().trim().max(40).optional(),
      series: z.enum(['IBX', 'IMT']).optional(),
    })
    .strict(),
}).returns<DeviceModelSummary[]>();

export const getModelDetail = command('device/getModelDetail', {
  access: 'public',
  params: z.object({ model: modelNo }).strict(),
}).returns<DeviceModelDetail>();

export const deviceExtensions = ['device/getModelList', 'device/getModelDetail', 'device/submitReport', 'device/getMySubmissions'];

/** A field staff member's submission about a device: a problem or a request, with phone-camera photos. */
export { SUBMISSION_KINDS, SUBMISSION_MAX_PHOTOS };

export interface DeviceSubmission {
  id: number;
  kind: (typeof SUBMISSION_KINDS)[number];
  model: string | null;
  serialNo: string | null;
  description: string;
  /** ISO time. */
  time: string;
  photos: { fileId: string; name: string; url: string }[];
}

/** Photos are file ids from POST /api/upload (appType 'document'), uploaded by the same member. */
export const submitReport = command('device/submitReport', {
  access: 'member',
  params: z
    .object({
      kind: z.enum(SUBMISSION_KINDS, { message: 'rule.general.required.select' }),
      model: modelNo.optional(),
      serialNo: z
        .string()
        .trim()
        .max(40)
        .regex(/^[A-Za-z0-9-]*$/, 'rule.general.code')
        .optional(),
      description: z.string().trim().min(1, 'rule.general.required.enter').max(500, 'device.submit.tooLong'),
      photos: z
        .array(
          z
            .string()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9_-]+$/),
        )
        .max(SUBMISSION_MAX_PHOTOS, 'device.submit.tooManyPhotos')
        .default([]),
    })
    .strict(),
}).returns<{ id: number }>();

/** My submissions, newest first (paged). */
export const getMySubmissions = command('device/getMySubmissions', { access: 'member', params: z.object({}).strict(), paged: true }).returns<{
  list: DeviceSubmission[];
  total: number;
}>();
