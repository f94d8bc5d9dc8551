/** The fund domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (fund). */
import * as b from '#shared/contract/bank-card';
import * as f from '#shared/contract/fund';
import { handle } from '../../gateway/handler';
import { accountStatus, basicInfo, myCapital, openAccount, openAccountMobile } from './account';
import { banks, branchesByName, branchPage, cities, corBanks, pagedBanks, provinces } from './banks';
import { addWithdrawCard, applyDueCardReviews, bindRechargeCard, checkCardSms, checkMoney, currentWithdrawCard, cardView, deleteCard, listCards, withdrawCardAvailable } from './cards';
import { changeFirst, changeSecond, firstPayKey, ifSetPayKey, sendChangeSms } from './pay-key-flow';
import { lastRechargeCard, queryRechargeStatus, recharge, sendRechargeSms, validRechargeSms } from './recharge';
import { listRecords, recordTotals } from './records';
import { openedAccount } from './scope';
import { applyRepayment, repaymentResult, submitWithdrawal, withdrawalResult } from './withdraw';
import { approvalPage, approveWithdrawal, getThreshold, refuseWithdrawal, setThreshold, withdrawalHoldOf } from './approval';

export const fundHandlers = [
  handle(f.accountStatus, accountStatus),
  handle(f.myCapital, myCapital),
  handle(f.isIncomeAcount, async (ctx) => ({ income: (await myCapital(ctx)).status === 'opened' })),
  handle(f.getAccountBasicInfo, basicInfo),
  handle(f.getOpenAccountMobile, openAccountMobile),
  handle(f.openAccount, openAccount),
  handle(f.ifSetPayKey, ifSetPayKey),
  handle(f.setPayKey, firstPayKey),
  handle(f.sendModiPayKeySms, sendChangeSms),
  handle(f.modiPayKeyFirst, changeFirst),
  handle(f.modiPayKeySecond, changeSecond),
  handle(f.getTransInfoList, listRecords),
  handle(f.getTransInfoListMoney, recordTotals),
  handle(f.sendRechargeSms, sendRechargeSms),
  handle(f.validRechargeSms, validRechargeSms),
  handle(f.recharge, recharge),
  handle(f.queryRechargeStatus, queryRechargeStatus),
  handle(f.getLastInternetBankId, lastRechargeCard),
  handle(f.sumbitApply, submitWithdrawal),
  handle(f.getResult, withdrawalResult),
  handle(f.withdrawalHold, withdrawalHoldOf),
  handle(f.setThreshold, setThreshold),
  handle(f.getThreshold, getThreshold),
  handle(f.approvalPage, approvalPage),
  handle(f.approve, approveWithdrawal),
  handle(f.refuse, refuseWithdrawal),
  handle(f.applyRepayment, applyRepayment),
  handle(f.getRepaymentResult, repaymentResult),

  handle(b.cardList, listCards),
  handle(b.delCard, deleteCard),
  handle(b.bindCard, bindRechargeCard),
  handle(b.checkSmsCode, checkCardSms),
  handle(b.getRechargeBankList, async (ctx) => banks(ctx)),
  handle(b.getSettlementBankList, async (ctx) => banks(ctx)),
  handle(b.getBranchBankByName, async (ctx) => branchesByName(ctx)),
  handle(b.getWithdrawCard, async (ctx) => {
    const acc = await openedAccount(ctx);
    await applyDueCardReviews(ctx, acc.id);
    const card = await currentWithdrawCard(ctx.deps.db, acc.id);
    return card ? cardView(card, ctx.lang) : null;
  }),
  handle(b.addWithdrawCard, addWithdrawCard),
  handle(b.checkMoney, checkMoney),
  handle(b.getWithdrawCardAvailable, withdrawCardAvailable),
  handle(b.corBankInfo, async (ctx) => corBanks(ctx)),
  handle(b.bankList, async (ctx) => pagedBanks(ctx)),
  handle(b.provinceList, async (ctx) => provinces(ctx)),
  handle(b.areaList, async (ctx) => cities(ctx)),
  handle(b.branchBankList, async (ctx) => branchPage(ctx)),
];
