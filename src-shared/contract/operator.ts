import { z } from 'zod';
import { command } from './command';

/**
 * The operator console's review queues (our extensions: the spec names reviews "by the platform"
 * but no commands). Every decision is recorded and messaged to the member's company.
 */
export const QUEUES = ['enterpriseInfo', 'realName', 'changeInfo', 'changeBank', 'bankBinding', 'factoryPush', 'financeApply', 'fundOpening', 'reconciliation'] as const;
export type QueueName = (typeof QUEUES)[number];
/** Review states, and for the bank-binding queue the corporate account's verification states. */
export const QUEUE_STATUSES = [
  'underReview',
  'rejected',
  'approved',
  'abandoned',
  'verificationPaymentSent',
  'bankReview',
  'bindingFailed',
  'awaitingPlatformTransfer',
  'bound',
  // Finance applications (states.json financeApplication) and fund account openings.
  'submitted',
  'notPassed',
  'passed',
  'reviewing',
  'opened',
  /** Factory pushes (server/domains/factory) wait as pending. */
  'pending',
  /** Reconciliation differences: open until an operator resolves them with a note. */
  'open',
  'resolved',
  /** Fund accounts an operator switched to "contact customer service" (fund/abnormal.ts). */
  'abnormal',
] as const;

/** One side of a reconciled movement (cents as a decimal string), null when that side has no such movement. */
export interface ReconSide {
  direction: 'in' | 'out';
  amount: string;
  status: 'success' | 'failed';
}

/** What a reconciliation item adds to the list row: the day, the difference and both sides. */
export interface ReconView {
  day: string;
  orderNo: string;
  difference: 'missingInBank' | 'missingInLedger' | 'direction' | 'amount' | 'status';
  ledger: ReconSide | null;
  bank: ReconSide | null;
}

export interface QueueItem {
  id: number;
  queue: QueueName;
  companyCode: string;
  companyName: string;
  /** The name the submission carries (enterprise or registered company name). */
  title: string;
  status: string;
  /** Corporate account verification, for real-name and bank-account items. */
  bankStatus: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  /** Reconciliation items only. */
  recon?: ReconView;
}

export interface ItemFile {
  fileId: string;
  /** Which document: businessLicence, idFront, changeVoucher ... */
  role: string;
  name: string;
  ext: string;
  size: number;
  url: string;
}

export interface Decision {
  operator: string;
  decision: 'approve' | 'reject' | 'abnormal' | 'restore';
  reason: string | null;
  at: string;
}

export interface QueueDetail {
  item: QueueItem;
  /** Submitted fields, in form order; values of option lists already labelled in the request's language. */
  fields: { key: string; value: string }[];
  rejectReason: string | null;
  files: ItemFile[];
  decisions: Decision[];
  /** Whether approve/reject are possible now (and why not, as a text). */
  canDecide: boolean;
  blockedBy: string | null;
  /** Fund accounts: the abnormal switch the operator may make now (none while under review). */
  statusSwitch?: 'abnormal' | 'restore' | null;
  /**
   * Why approving needs the operator's reason (a credit code whose GB 32100 check character does
   * not match, confirmed by the submitter as the licence's), as a text; null when it does not.
   */
  overrideNeeded?: string | null;
}

const queue = z.enum(QUEUES);
const id = z.number().int().positive().max(2_147_483_647);

export const operatorQueue = command('operator/queue', {
  access: 'operator',
  paged: true,
  params: z
    .object({
      queue,
      status: z.enum(QUEUE_STATUSES).optional(),
      keyword: z.string().trim().max(50).optional(),
    })
    .strict(),
}).returns<{ list: QueueItem[]; total: number }>();

export const operatorDetail = command('operator/detail', { access: 'operator', params: z.object({ queue, id }).strict() }).returns<QueueDetail>();

/** `overrideReason`: required when the detail says overrideNeeded (recorded with the decision). */
export const operatorApprove = command('operator/approve', {
  access: 'operator',
  params: z.object({ queue, id, overrideReason: z.string().trim().min(1, 'rule.centre.reason.required').max(200, 'rule.trueName.remark.maxLength').optional() }).strict(),
}).returns<{ decided: true }>();

export const operatorReject = command('operator/reject', {
  access: 'operator',
  params: z
    .object({
      queue,
      id,
      reason: z.string().trim().min(1, 'rule.centre.reason.required').max(200, 'rule.trueName.remark.maxLength'),
    })
    .strict(),
}).returns<{ decided: true }>();

/** Resolves a reconciliation difference with the operator's note (it is not approved or rejected). */
export const operatorResolve = command('operator/resolve', {
  access: 'operator',
  params: z
    .object({
      id,
      note: z.string().trim().min(1, 'rule.recon.note.required').max(200, 'rule.recon.note.maxLength'),
    })
    .strict(),
}).returns<{ resolved: true }>();

/**
 * Puts an opened fund account into "abnormal" (every money command refuses with "contact customer
 * service") or restores it; the reason is required both ways and kept in the decision history.
 */
export const operatorFundStatus = command('operator/fundAccountStatus', {
  access: 'operator',
  params: z
    .object({
      id,
      to: z.enum(['abnormal', 'restore']),
      reason: z.string().trim().min(1, 'rule.centre.reason.required').max(200, 'rule.trueName.remark.maxLength'),
    })
    .strict(),
}).returns<{ status: 'abnormal' | 'opened' }>();

/** The site-wide switches an operator controls: grayscale (the spec's globalColor) for days of mourning. */
export const operatorSiteSwitches = command('operator/siteSwitches', { access: 'operator', params: z.object({}).strict() }).returns<{ grayscale: boolean; localMode: boolean }>();
export const operatorSetGrayscale = command('operator/setGrayscale', { access: 'operator', params: z.object({ on: z.boolean() }).strict() }).returns<{ grayscale: boolean }>();

/** Open counts per queue, for the console's tabs. */
export const operatorCounts = command('operator/counts', { access: 'operator', params: z.object({}).strict() }).returns<Record<QueueName, number>>();

/** This module's commands that are ours, not the spec's. */
export const operatorExtensions: string[] = [
  'operator/queue',
  'operator/detail',
  'operator/approve',
  'operator/reject',
  'operator/counts',
  'operator/resolve',
  'operator/fundAccountStatus',
  'operator/siteSwitches',
  'operator/setGrayscale',
];
