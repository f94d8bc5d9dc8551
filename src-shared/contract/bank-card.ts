import { z } from 'zod';
import { smsCode } from '../rules/fields';
import * as f from '../rules/fund-fields';
import { otpCode } from './security';
import { command, noParams } from './command';

/**
 * Bank cards of the fund account and the bank reference lists. Same guard as the fund
 * commands: a signed-in member of a certified company. Card numbers leave the server masked.
 *
 * Recharge cards: bindCard (the bank sends a code to the reserved mobile) -> checkSmsCode -> verified.
 * Withdrawal account: addWithdrawCard (a micro-deposit is paid) -> checkMoney (type the amount back)
 * -> bank review -> bound; 3 wrong amounts fail the binding. One withdrawal account per fund account;
 * it cannot be replaced or deleted while a withdrawal is under way.
 */

export type CardKind = 'recharge' | 'withdrawal';
/** notBound is the state of having no card; failed cards can be added again. */
export type CardStatus = 'pendingSms' | 'verified' | 'waitingPayment' | 'bankReview' | 'failed' | 'bound';

export interface BankCardView {
  id: number;
  kind: CardKind;
  status: CardStatus;
  holderName: string;
  bankCode: string;
  bankName: string;
  branchName: string | null;
  /** Masked: **** **** **** 1234. */
  cardNo: string;
  /** Masked reserved mobile (recharge cards). */
  mobile: string | null;
  createdAt: string;
}

export interface Bank {
  code: string;
  name: string;
}
export interface Place {
  code: string;
  name: string;
}

const cardId = z.number().int().positive();

export const cardList = command('bankCard/cardList', {
  access: 'member',
  params: z.object({ kind: z.enum(['recharge', 'withdrawal']) }).strict(),
}).returns<BankCardView[]>();

/** Refused for the withdrawal account while a withdrawal is under way (fund.withdrawalCardLocked). */
export const delCard = command('bankCard/delCard', { access: 'member', needs: { button: 'bankCard.delete' }, params: z.object({ cardId, otpCode }).strict() }).returns<{ deleted: true }>();

/** Adds a personal recharge card; the bank sends a code to the reserved mobile. */
export const bindCard = command('bankCard/bindCard', {
  access: 'member',
  needs: { button: 'bankCard.add' },
  params: z.object({ holderName: f.holderName, bankCode: f.bankCode, cardNo: f.personalCardNo, idNumber: f.idNumber, mobile: f.reservedMobile }).strict(),
}).returns<{ cardId: number; status: CardStatus; resendAfter: number }>();

export const checkSmsCode = command('bankCard/checkSmsCode', { access: 'member', needs: { button: 'bankCard.add' }, params: z.object({ cardId, smsCode }).strict() }).returns<{
  cardId: number;
  status: CardStatus;
}>();

export const getRechargeBankList = command('bankCard/getRechargeBankList', { access: 'member', params: noParams }).returns<Bank[]>();
export const getSettlementBankList = command('bankCard/getSettlementBankList', { access: 'member', params: noParams }).returns<Bank[]>();

/** Branches of a bank whose name contains `name` (at most 50). */
export const getBranchBankByName = command('bankCard/getBranchBankByName', {
  access: 'member',
  params: z.object({ bankCode: f.bankCode, name: z.string().trim().max(40), cityCode: z.string().max(12).optional() }).strict(),
}).returns<Place[]>();

export const getWithdrawCard = command('bankCard/getWithdrawCard', { access: 'member', params: noParams }).returns<BankCardView | null>();

/** Step 2 of adding a withdrawal account; pays a micro-deposit (its amount is in the development outbox under the card number). */
export const addWithdrawCard = command('bankCard/addWithdrawCard', {
  access: 'member',
  needs: { button: 'bankCard.add' },
  params: z
    .object({
      holderName: f.holderName,
      bankCode: f.bankCode,
      provinceCode: z.string().min(1, 'rule.withdrawCard.branch.required').max(12),
      cityCode: z.string().min(1, 'rule.withdrawCard.branch.required').max(12),
      branchCode: f.branchCode,
      cardNo: f.personalCardNo,
      // Changing where the company's money goes takes the payment password (and the second factor, decision 0051).
      payPassword: f.payPassword,
      otpCode,
    })
    .strict(),
}).returns<{ cardId: number; status: CardStatus }>();

/** Step 3: the micro-deposit amount typed back. */
export const checkMoney = command('bankCard/checkMoney', {
  access: 'member',
  needs: { button: 'bankCard.add' },
  params: z.object({ cardId, amount: f.amount }).strict(),
}).returns<{ cardId: number; status: CardStatus; triesLeft: number }>();

/** The withdrawal account and whether withdrawing is possible now. */
export const getWithdrawCardAvailable = command('settlmementAccount/getWithdrawCardAvailable', { access: 'member', params: noParams }).returns<{
  available: boolean;
  card: BankCardView | null;
  /** A withdrawal is under way: the card cannot change. */
  locked: boolean;
}>();

/** The banks a company withdrawal account can be held at, with their clearing codes. */
export const corBankInfo = command('pay/bank/corBankInfo', { access: 'member', params: noParams }).returns<(Bank & { clearingCode: string })[]>();

/** Paged bank list, optionally searched by name. */
export const bankList = command('bank/bankList', {
  access: 'member',
  params: z.object({ name: z.string().trim().max(40).optional() }).strict(),
  paged: true,
}).returns<{ list: Bank[]; total: number }>();

export const provinceList = command('bank/provinceList', { access: 'member', params: noParams }).returns<Place[]>();

export const areaList = command('bank/areaList', {
  access: 'member',
  params: z.object({ provinceCode: z.string().min(1).max(12) }).strict(),
}).returns<Place[]>();

/** Branches of a bank in a city, searched by name, paged by the envelope's page/rows. */
export const branchBankList = command('bank/branchBankList', {
  access: 'member',
  params: z.object({ bankCode: f.bankCode, cityCode: z.string().min(1).max(12), name: z.string().trim().max(40).optional() }).strict(),
}).returns<{ list: Place[]; total: number }>();
