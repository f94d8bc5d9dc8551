import type { Deps } from '../../deps';
import type { Job } from '../../jobs';
import { runOpeningReviews } from './account';
import { runApprovalExpiry } from './approval';
import { runCardReviews } from './cards';
import { runRechargeSettlement } from './recharge';
import { runDailyReconciliation } from './reconciliation';
import { runRepaymentReviews, runWithdrawalSettlement } from './withdraw';

/** The fund account's scheduled work: automatic opening review, bank review of withdrawal accounts, recharge answers, T+1 settlement, repayment review, daily reconciliation with the bank. */
export const fundJobs = (deps: Deps): Job[] => [
  { name: 'fund.openingReview', run: (now) => runOpeningReviews(deps, now) },
  { name: 'fund.cardReview', run: (now) => runCardReviews(deps, now) },
  { name: 'fund.rechargeSettlement', run: (now) => runRechargeSettlement(deps, now) },
  // Before the settlement: a withdrawal nobody approved within 24 hours expires and releases its money.
  { name: 'fund.approvalExpiry', run: (now) => runApprovalExpiry(deps, now) },
  { name: 'fund.withdrawalSettlement', run: (now) => runWithdrawalSettlement(deps, now) },
  { name: 'fund.repaymentReview', run: (now) => runRepaymentReviews(deps, now) },
  // After the T+1 payouts above: reconciles the previous Beijing day with the bank's statement, once.
  { name: 'fund.dailyReconciliation', run: (now, log) => runDailyReconciliation(deps, now, log) },
];
