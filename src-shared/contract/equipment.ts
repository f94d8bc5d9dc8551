import { z } from 'zod';
import { command, noParams } from './command';
import { fileId, IMPORT_MODES, type ImportInfo } from './employee';

/**
 * Devices of the login company (spec: equipment/*; the org domain's org_devices). Every list and
 * lookup is limited to the caller's data scope (decision record 0013): a member sees the devices
 * of the departments their data roles and own department cover. Reads need device.view, changes
 * device.add / device.edit / device.delete, the field check device.check (decision record 0015).
 */

import { CHECK_RESULTS, DEVICE_STATUSES, MAX_CHECK_PHOTOS, type CheckResult, type DeviceStatus } from './equipment-values';

export { CHECK_RESULTS, DEVICE_STATUSES, MAX_CHECK_PHOTOS, type CheckResult, type DeviceStatus };

const id = z.number().int().positive().max(2_147_483_647);
export const deviceSn = z
  .string()
  .trim()
  .min(1, 'equipment.sn.required')
  .max(40, 'equipment.sn.format')
  .regex(/^[A-Za-z0-9_./-]+$/, 'equipment.sn.format');
const text = (max: number) => z.string().trim().max(max, 'rule.general.max').default('');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'equipment.purchaseDate')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'equipment.purchaseDate');
/** Values of the company's extended fields, by field code (their definitions validate them: see server/domains/equipment/ext.ts). */
export const extValues = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 50, 'rule.general.max');

/** A device's own fields as a form or an Excel row gives them (equipment/save, update, importExcel). */
export const deviceFields = z
  .object({
    name: z.string().trim().min(1, 'org.name.required').max(30, 'org.name.max'),
    model: z.string().trim().min(1, 'equipment.model.required').max(40, 'rule.general.max'),
    brand: text(40),
    specification: text(100),
    purchaseDate: isoDate.nullable().default(null),
    status: z.enum(DEVICE_STATUSES).default('inUse'),
    location: text(100),
    departmentId: id.nullable().default(null),
    ext: extValues.default({}),
  })
  .strict();
export type DeviceFields = z.infer<typeof deviceFields>;

export interface DeviceCheckView {
  id: number;
  result: CheckResult;
  note: string;
  location: string;
  checkedAt: string;
  memberName: string;
  photos: { fileId: string; url: string }[];
}

export interface Equipment {
  id: number;
  sn: string;
  name: string;
  model: string;
  brand: string;
  specification: string;
  purchaseDate: string | null;
  status: DeviceStatus;
  location: string;
  /** The connection box that reported it (equipment/sync), if any. */
  boxSn: string | null;
  department: { id: number; name: string } | null;
  ext: Record<string, unknown>;
  createdAt: string;
  lastCheck: DeviceCheckView | null;
}

/** Paged through its parameters (the spec does not page it in the envelope): page from 1, rows up to 100. */
export const equipmentList = command('equipment/getList', {
  access: 'enterprise',
  needs: { button: 'device.view' },
  params: z
    .object({
      page: z.number().int().min(1).max(100_000).default(1),
      rows: z.number().int().min(1).max(100).default(20),
      keyword: z.string().trim().max(40).optional(),
      /** With its sub-departments. */
      departmentId: id.optional(),
      status: z.enum(DEVICE_STATUSES).optional(),
      model: z.string().trim().max(40).optional(),
      /** Only these devices (the label sheet, decision 0056); ids outside the scope are left out. */
      ids: z.array(id).min(1).max(100).optional(),
    })
    .strict(),
}).returns<{ list: Equipment[]; total: number }>();

/** Adds a device; without sn the next number of the company's device coding rule is taken. */
export const equipmentSave = command('equipment/save', {
  access: 'enterprise',
  needs: { button: 'device.add' },
  params: deviceFields.extend({ sn: deviceSn.optional() }).strict(),
}).returns<Equipment>();

export const equipmentUpdate = command('equipment/update', {
  access: 'enterprise',
  needs: { button: 'device.edit' },
  params: deviceFields.extend({ id, sn: deviceSn }).strict(),
}).returns<Equipment>();

/** Deletes a device with its field checks (their photos stay in the company's files). */
export const equipmentDelete = command('equipment/delete', {
  access: 'enterprise',
  needs: { button: 'device.delete' },
  params: z.object({ id }).strict(),
}).returns<{ deleted: true }>();

/** Consumes the next number of the company's device coding rule (for the add form's "generate"). */
export const equipmentGenerateSerial = command('equipment/generateSerialNumber', {
  access: 'enterprise',
  needs: { button: 'device.add' },
  params: noParams,
}).returns<{ serialNumber: string }>();

/** Adds the company's reporting connection boxes that are not devices yet; answers how many. */
export const equipmentSync = command('equipment/sync', { access: 'enterprise', needs: { button: 'device.add' }, params: noParams }).returns<{ added: number }>();

/**
 * Imports devices from the company's .xlsx (the template of file/getImportTemplateUrl type
 * 'equipment'), on the generic Excel import: check, all-or-nothing or valid rows, with the per-row
 * report (read again with file/getExcelImportInfo).
 */
export const equipmentImportExcel = command('equipment/importExcel', {
  access: 'certified',
  needs: { button: 'device.add' },
  params: z.object({ fileId, mode: z.enum(IMPORT_MODES).default('check') }).strict(),
}).returns<ImportInfo>();

/** A field check recorded on the phone. */
export const equipmentMobileCheck = command('equipment/mobileCheck', {
  access: 'enterprise',
  needs: { button: 'device.check' },
  params: z
    .object({
      deviceId: id,
      result: z.enum(CHECK_RESULTS),
      note: text(500),
      location: text(100),
      photoFileIds: z
        .array(
          z
            .string()
            .trim()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9_.-]+$/),
        )
        .max(MAX_CHECK_PHOTOS, 'equipment.check.photos')
        .default([]),
    })
    .strict(),
}).returns<DeviceCheckView>();

/** Our command: the phone opens a scanned or typed serial (in the caller's data scope). */
export const equipmentBySn = command('equipment/getBySn', {
  access: 'enterprise',
  needs: { button: 'device.check' },
  params: z.object({ sn: deviceSn }).strict(),
}).returns<Equipment>();

export const equipmentExtensions = ['equipment/getBySn'];
