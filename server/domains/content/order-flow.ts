import { asc, eq } from 'drizzle-orm';
import { operationProcedureView, type OrderOperation } from '#shared/contract/order';
import type { Lang } from '#shared/rules/texts';
import { flowOrders, flowOrderSteps } from '../../db/schema';
import { notFound } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { pick } from './lang';

/**
 * The five phases of an order (spec section 2) and their substeps; a substep's iconType
 * (1-14) is its place in this list, so the table stores only which were completed when.
 */
export const ORDER_PHASES: { zh: string; en: string; steps: { icon: number; zh: string; en: string }[] }[] = [
  {
    zh: '确认订单',
    en: 'Confirm order',
    steps: [
      { icon: 1, zh: '提交订单', en: 'Order placed' },
      { icon: 2, zh: '卖家确认', en: 'Seller confirms' },
      { icon: 3, zh: '签订合同', en: 'Contract signed' },
    ],
  },
  {
    zh: '支付到平台',
    en: 'Pay to platform',
    steps: [
      { icon: 4, zh: '支付货款', en: 'Payment made' },
      { icon: 5, zh: '平台确认收款', en: 'Platform confirms receipt' },
    ],
  },
  {
    zh: '生产跟踪',
    en: 'Production tracking',
    steps: [
      { icon: 6, zh: '备料', en: 'Materials ready' },
      { icon: 7, zh: '生产加工', en: 'In production' },
      { icon: 8, zh: '质量检验', en: 'Quality inspection' },
      { icon: 9, zh: '发货', en: 'Shipped' },
    ],
  },
  {
    zh: '收货验收',
    en: 'Receipt and acceptance',
    steps: [
      { icon: 10, zh: '确认收货', en: 'Goods received' },
      { icon: 11, zh: '验收合格', en: 'Accepted' },
      { icon: 12, zh: '平台放款', en: 'Platform pays seller' },
    ],
  },
  {
    zh: '双方互评',
    en: 'Mutual evaluation',
    steps: [
      { icon: 13, zh: '买家评价', en: 'Buyer reviews' },
      { icon: 14, zh: '卖家评价', en: 'Seller reviews' },
    ],
  },
];

/**
 * Builds the view: substeps completed are flag 2, the first uncompleted one is the active
 * substep (flag 3, isActivity) and the rest 1. A phase is 3 when it holds the active
 * substep, 2 when all its substeps are done, else 1.
 */
export function buildOperations(done: Map<number, Date>, lang: Lang): OrderOperation[] {
  const all = ORDER_PHASES.flatMap((p) => p.steps.map((s) => s.icon));
  const active = all.find((i) => !done.has(i)) ?? null;
  return ORDER_PHASES.map((p) => {
    const procedureList = p.steps.map((s) => {
      const at = done.get(s.icon);
      const flag = at ? 2 : s.icon === active ? 3 : 1;
      return {
        procedureName: pick(lang, s.zh, s.en),
        procedureFlag: flag as 1 | 2 | 3,
        isActivity: flag === 3,
        completeDate: at ? at.toISOString().slice(0, 10) : null,
        iconType: s.icon,
      };
    });
    const operationFlag = procedureList.some((s) => s.isActivity) ? 3 : procedureList.every((s) => s.procedureFlag === 2) ? 2 : 1;
    return { operationName: pick(lang, p.zh, p.en), operationFlag: operationFlag as 1 | 2 | 3, procedureList };
  });
}

export const orderFlowHandlers = [
  handle(operationProcedureView, async ({ params, deps, lang }) => {
    const [order] = await deps.db.select().from(flowOrders).where(eq(flowOrders.orderSn, params.orderSn)).limit(1);
    if (!order) throw notFound('content.orderNotFound');
    const steps = await deps.db.select().from(flowOrderSteps).where(eq(flowOrderSteps.orderId, order.id)).orderBy(asc(flowOrderSteps.iconType));
    const done = new Map(steps.filter((s) => s.completedAt).map((s) => [s.iconType, s.completedAt!]));
    return {
      orderSn: order.orderSn,
      title: pick(lang, order.titleZh, order.titleEn),
      buyer: pick(lang, order.buyerZh, order.buyerEn),
      seller: pick(lang, order.sellerZh, order.sellerEn),
      amountCents: order.amountCents,
      operations: buildOperations(done, lang),
    };
  }),
];
