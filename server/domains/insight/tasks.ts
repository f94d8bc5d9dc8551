import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PendingTask, TaskKind } from '#shared/contract/insight';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { certApplications, enterpriseInfos, fundAccounts, messages } from '../../db/schema';
import type { Principal } from '../../gateway/session';

type Bi = { zh: string; en: string };
const TEXTS: Record<string, { title: Bi; detail: Bi }> = {
  enterpriseInfo: {
    title: { zh: '完善企业信息', en: 'Complete your enterprise info' },
    detail: { zh: '企业信息待完善，提交后由平台审核', en: 'Your enterprise info is still to be completed; the platform reviews it once submitted' },
  },
  enterpriseInfoRejected: { title: { zh: '企业信息未通过审核', en: 'Enterprise info was rejected' }, detail: { zh: '驳回原因：{reason}。请修改后重新提交', en: 'Reason: {reason}. Please correct it and submit again' } },
  certification: {
    title: { zh: '完成实名认证', en: 'Complete real-name certification' },
    detail: { zh: '实名认证后可使用资金账户、金融服务与正式版 WIS', en: 'Certification opens the fund account, financial services and the official WIS' },
  },
  certificationAmount: {
    title: { zh: '填写打款验证金额', en: 'Enter the verification amount' },
    detail: { zh: '平台已向对公账户打款，请填写收到的金额完成验证', en: 'The platform sent a small payment to your corporate account; enter the amount to verify it' },
  },
  certificationRejected: { title: { zh: '实名认证未通过', en: 'Real-name certification was rejected' }, detail: { zh: '驳回原因：{reason}。请重新提交认证', en: 'Reason: {reason}. Please apply again' } },
  changeRejected: { title: { zh: '变更申请未通过', en: 'A change application was rejected' }, detail: { zh: '驳回原因：{reason}', en: 'Reason: {reason}' } },
  fundAccount: { title: { zh: '开通资金账户', en: 'Open the fund account' }, detail: { zh: '开户后可充值、提现与还款', en: 'Open it to recharge, withdraw and repay' } },
  fundAccountRejected: {
    title: { zh: '资金账户开户未通过', en: 'The fund account opening was rejected' },
    detail: { zh: '驳回原因：{reason}。请重新填写开户信息', en: 'Reason: {reason}. Please enter the opening details again' },
  },
  payKey: { title: { zh: '设置支付密码', en: 'Set the payment password' }, detail: { zh: '资金账户已开通，请设置 8 位支付密码', en: 'Your fund account is open; set its 8-digit payment password' } },
  unreadMessages: { title: { zh: '阅读站内消息', en: 'Read your messages' }, detail: { zh: '您有 {n} 条未读消息', en: 'You have {n} unread messages' } },
};

function task(lang: Lang, kind: TaskKind, textKey: string, href: string, since: Date | null, vars: Record<string, string | number> = {}): PendingTask {
  const t = TEXTS[textKey];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
  return { kind, title: lang === 'en' ? t.title.en : t.title.zh, detail: fill(lang === 'en' ? t.detail.en : t.detail.zh), href, since: since?.toISOString() ?? null };
}

/**
 * The to-dos of the signed-in member and the company it acts for, from the current state of each
 * domain's tables: enterprise info, real-name certification (and its changes), the capital account
 * and its payment password, unread messages. A task disappears as soon as its state changes.
 */
export async function pendingTasks(db: Db, p: Principal, lang: Lang): Promise<PendingTask[]> {
  const out: PendingTask[] = [];
  if (p.companyId) {
    const company = p.companyId;
    const [info] = await db.select().from(enterpriseInfos).where(eq(enterpriseInfos.companyId, company)).limit(1);
    if (!info) out.push(task(lang, 'enterpriseInfo', 'enterpriseInfo', '/memberCenter/businessInfo', null));
    else if (info.status === 'rejected') out.push(task(lang, 'rejectedApplication', 'enterpriseInfoRejected', '/memberCenter/businessInfo', info.reviewedAt, { reason: info.rejectReason ?? '' }));

    const apps = await db.select().from(certApplications).where(eq(certApplications.companyId, company)).orderBy(desc(certApplications.id));
    const initial = apps.find((a) => a.kind === 'initial' && a.status !== 'abandoned');
    if (!p.certified) {
      if (!initial) out.push(task(lang, 'certification', 'certification', '/memberCenter/trueName', null));
      else if (initial.status === 'rejected') out.push(task(lang, 'certificationRejected', 'certificationRejected', '/memberCenter/trueName', initial.reviewedAt, { reason: initial.rejectReason ?? '' }));
      else if (initial.status === 'underReview' && initial.bankStatus === 'verificationPaymentSent') out.push(task(lang, 'certification', 'certificationAmount', '/memberCenter/trueName', initial.submittedAt));
    } else {
      // The latest change of each kind, when it was rejected and nothing newer was filed.
      for (const kind of ['changeInfo', 'changeBank'] as const) {
        const last = apps.find((a) => a.kind === kind);
        if (last?.status === 'rejected') {
          const href = kind === 'changeInfo' ? '/memberCenter/changeInfo' : '/memberCenter/changeBankAccount';
          out.push(task(lang, 'rejectedApplication', 'changeRejected', href, last.reviewedAt, { reason: last.rejectReason ?? '' }));
        }
      }
      const [fund] = await db.select().from(fundAccounts).where(eq(fundAccounts.companyId, company)).limit(1);
      if (!fund) out.push(task(lang, 'fundAccount', 'fundAccount', '/memberCenter/openAccount', null));
      else if (fund.status === 'rejected') out.push(task(lang, 'fundAccount', 'fundAccountRejected', '/memberCenter/openAccount', fund.reviewedAt, { reason: fund.rejectReason ?? '' }));
      else if (fund.status === 'opened' && !fund.payKeyHash) out.push(task(lang, 'payKey', 'payKey', '/memberCenter/setAccount', fund.reviewedAt));
    }
  }
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int`, since: sql<string | null>`min(${messages.createdAt})` })
    .from(messages)
    .where(and(eq(messages.memberId, p.memberId!), isNull(messages.readAt), isNull(messages.deletedAt)));
  const n = Number(unread?.n ?? 0);
  if (n > 0) out.push(task(lang, 'unreadMessages', 'unreadMessages', '/memberCenter/message', unread.since ? new Date(unread.since) : null, { n }));
  return out;
}
