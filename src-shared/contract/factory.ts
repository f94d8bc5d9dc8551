import { z } from 'zod';
import * as r from '../rules/factory';
import { command, noParams, type Paged } from './command';

/**
 * Factory approval (spec section 7, "Factory approval (admin)"): platform field admins find
 * factories, complete their info on site, push them to the platform for approval and follow
 * their pushes. Every command needs access 'admin' (a field admin's member session).
 * The design (states, ownership) is described at the top of server/domains/factory/handlers.ts.
 */

export type FactoryStatus = 'unapproved' | 'pending' | 'approved';
export type PushStatus = 'pending' | 'approved' | 'rejected';
export type PushKind = 'approval' | 'accountChange' | 'baseChange';
export const FACTORY_STATUSES = ['unapproved', 'pending', 'approved'] as const;
export const PUSH_STATUSES = ['pending', 'approved', 'rejected'] as const;

export interface FileRef {
  fileId: string;
  name: string;
  url: string;
}

export interface FactorySummary {
  facSn: string;
  name: string;
  companyName: string;
  address: string | null;
  deviceCount: number | null;
  status: FactoryStatus;
  gold: boolean;
  /** Fields still missing before a push (rules/factory.ts missingFields). */
  missing: r.CompleteField[];
  updatedAt: string;
}

export interface CompleteInfo extends FactorySummary {
  contactName: string | null;
  contactMobile: string | null;
  area: number | null;
  materials: string[];
  productFields: string[];
  photos: FileRef[];
  /** Info can be edited only while the factory is unapproved (not under review, not approved). */
  editable: boolean;
}

export interface PushView {
  id: number;
  facSn: string;
  factoryName: string;
  companyName: string;
  kind: PushKind;
  status: PushStatus;
  remark: string | null;
  rejectReason: string | null;
  /** Proposed values of a change request. */
  changes: Record<string, string | number> | null;
  submitter: string;
  submittedAt: string;
  decidedAt: string | null;
}

export interface CheckRecord {
  id: number;
  action: 'submitted' | 'resubmitted' | 'note' | 'approved' | 'rejected';
  /** Who: the field admin's name or "platform". */
  actor: string;
  note: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** The caller's own note on a pending push. */
  editable: boolean;
}

export interface PushDetail extends PushView {
  factory: CompleteInfo;
  records: CheckRecord[];
  /** The submitter may resubmit a rejected push (facApprove/startApproveApply). */
  canResubmit: boolean;
}

export interface ApplyInfo {
  factory: CompleteInfo;
  openPush: PushView | null;
  history: PushView[];
  can: { push: boolean; changeAccount: boolean; changeBase: boolean; affirmGold: boolean };
}

export interface Option {
  value: string;
  label: string;
}

export interface SupplierMember {
  memberCode: string;
  name: string;
  /** Masked (first 3 digits and from the 8th). */
  mobile: string;
  isAdmin: boolean;
}

const keyword = z.string().trim().max(50).optional();
const id = z.number().int().positive().max(2_147_483_647);
const userCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9]+$/, 'rule.general.code');

export const findFacInfoList = command('factoryApproval/findFacInfoList', {
  access: 'admin',
  params: z.object({ keyword, status: z.enum(FACTORY_STATUSES).optional() }).strict(),
}).returns<{ list: FactorySummary[]; total: number }>();

export const addApprovePushInfo = command('factoryApproval/addApprovePushInfo', {
  access: 'admin',
  params: z.object({ facSn: r.facSn, remark: r.remark.optional() }).strict(),
}).returns<{ pushId: number }>();

/** A field admin's own pushes (userCode, if given, must be the caller's member code). */
export const getApprovePushListByUserCode = command('factoryApproval/getApprovePushListByUserCode', {
  access: 'admin',
  params: z.object({ userCode: userCode.optional(), status: z.enum(PUSH_STATUSES).optional(), keyword }).strict(),
}).returns<PushView[]>();

export const getApprovePushInfo = command('factoryApproval/getApprovePushInfo', {
  access: 'admin',
  params: z.object({ pushId: id }).strict(),
}).returns<PushDetail>();

export const getPushCheckRecord = command('factoryApproval/getPushCheckRecord', {
  access: 'admin',
  params: z.object({ pushId: id }).strict(),
}).returns<CheckRecord[]>();

export const addPushCheckRecord = command('factoryApproval/addPushCheckRecord', {
  access: 'admin',
  params: z.object({ pushId: id, note: r.note }).strict(),
}).returns<CheckRecord>();

export const updatePushCheckRecord = command('factoryApproval/updatePushCheckRecord', {
  access: 'admin',
  params: z.object({ recordId: id, note: r.note }).strict(),
}).returns<CheckRecord>();

/** My approved pushes, newest decision first (the H5 asks page 1, 100 rows). */
export const getMyApprovedList = command('factoryApproval/getMyApprovedList', { access: 'admin', paged: true, params: noParams }).returns<Paged<PushView>>();

export const getUnapprovedFacList = command('factoryApproval/getUnapprovedFacList', {
  access: 'admin',
  params: z.object({ keyword, incompleteOnly: z.boolean().optional() }).strict(),
}).returns<FactorySummary[]>();

export const getCompleteInfoByFacSn = command('factoryApproval/getCompleteInfoByFacSn', {
  access: 'admin',
  params: z.object({ facSn: r.facSn }).strict(),
}).returns<CompleteInfo>();

export const saveCompleteInfoByFacSn = command('factoryApproval/saveCompleteInfoByFacSn', {
  access: 'admin',
  params: z
    .object({
      facSn: r.facSn,
      name: r.factoryName,
      address: r.factoryAddress,
      contactName: r.contactName,
      contactMobile: r.contactMobile,
      deviceCount: r.deviceCount,
      area: r.area.optional(),
      materials: z.array(z.enum(r.MATERIALS)).min(1, 'rule.factory.materials.required').max(r.MATERIALS.length),
      productFields: z.array(z.enum(r.PRODUCT_FIELDS)).min(1, 'rule.factory.productFields.required').max(r.PRODUCT_FIELDS.length),
      photos: z.array(z.string().min(1).max(64)).min(1, 'rule.factory.photos.required').max(r.FACTORY_MAX_PHOTOS, 'rule.factory.photos.max'),
    })
    .strict(),
}).returns<CompleteInfo>();

export const getApplyInfo = command('facApprove/getApplyInfo', { access: 'admin', params: z.object({ facSn: r.facSn }).strict() }).returns<ApplyInfo>();

/** Registers a plant found in the field; the platform assigns its facSn. */
export const initFacInfo = command('facApprove/initFacInfo', {
  access: 'admin',
  params: z.object({ name: r.factoryName, companyName: r.factoryCompanyName, address: r.factoryAddress.optional() }).strict(),
}).returns<{ facSn: string }>();

/** Resubmits the caller's rejected push (rejected → pending). */
export const startApproveApply = command('facApprove/startApproveApply', {
  access: 'admin',
  params: z.object({ pushId: id, remark: r.remark.optional() }).strict(),
}).returns<{ pushId: number }>();

/** Confirms an approved factory as a gold supplier. */
export const affirmGlod = command('facApprove/affirmGlod', { access: 'admin', params: z.object({ facSn: r.facSn }).strict() }).returns<{ gold: true }>();

export const applyAccountChange = command('facApprove/applyAccountChange', {
  access: 'admin',
  params: z.object({ facSn: r.facSn, contactName: r.contactName, contactMobile: r.contactMobile, reason: r.reason }).strict(),
}).returns<{ pushId: number }>();

export const applyBaseChange = command('facApprove/applyBaseChange', {
  access: 'admin',
  params: z
    .object({
      facSn: r.facSn,
      name: r.factoryName.optional(),
      address: r.factoryAddress.optional(),
      deviceCount: r.deviceCount.optional(),
      area: r.area.optional(),
      reason: r.reason,
    })
    .strict()
    .refine((p) => p.name !== undefined || p.address !== undefined || p.deviceCount !== undefined || p.area !== undefined, {
      message: 'rule.factory.change.empty',
      path: ['name'],
    }),
}).returns<{ pushId: number }>();

export const supplierFacDetail = command('supplier/facDetail', { access: 'admin', params: z.object({ facSn: r.facSn }).strict() }).returns<
  CompleteInfo & { materialLabels: string[]; productFieldLabels: string[]; approvedAt: string | null }
>();

export const getComponentMaterialList = command('supplier/getComponentMaterialList', { access: 'admin', params: noParams }).returns<Option[]>();

export const getProductFieldList = command('supplier/getProductFieldList', { access: 'admin', params: noParams }).returns<Option[]>();

/** Members of the portal company that runs the factory (the H5 asks page 1, 50 rows). */
export const getSupplierMemberInfo = command('supplier/getSupplierMemberInfo', {
  access: 'admin',
  paged: true,
  params: z.object({ facSn: r.facSn }).strict(),
}).returns<Paged<SupplierMember>>();
