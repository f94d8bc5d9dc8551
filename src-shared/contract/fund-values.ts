/** The fund contract's value lists, without zod, for pages (the record list stays light). */
export const FUND_STATUSES = ['notOpened', 'reviewing', 'rejected', 'opened', 'abnormal'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];
export const RECORD_KINDS = ['payment', 'recharge', 'withdrawal', 'collection', 'repayment', 'refund'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export type Direction = 'income' | 'expense';
