/** The fund contract's value lists, without zod, for pages (the record list stays light). */
export const FUND_STATUSES = ['notOpened', 'reviewing', 'rejected', 'opened', 'abnormal'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];
export const RECORD_KINDS = ['payment', 'recharge', 'withdrawal', 'collection', 'repayment', 'refund'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export type Direction = 'income' | 'expense';
export const WITHDRAW_STATUSES = ['awaitingApproval', 'processing', 'success', 'failed', 'refused', 'expired'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
/** Why withdrawals are paused (decision 0052). */
export const HOLD_REASONS = ['withdrawAccount', 'payKey', 'mobile', 'password', 'secondFactor'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
