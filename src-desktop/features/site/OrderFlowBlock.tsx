import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { OrderOperation } from '#shared/contract/order';
import { operationProcedureView } from '#shared/contract/refs/order';
import { DataState } from '../../components/DataState';
import { yuan } from '../../components/format';
import { useLang } from '../../components/useLang';
import { OrderStepIcon } from './OrderStepIcon';
import styles from './order.module.css';
import product from './product.module.css';
import { ErrorCode } from '#shared/contract/errors';

export const DEMO_ORDER_SN = 'DD202611180001';
/** The spec's default width of the flow line (section 9); phases share it by their number of substeps. */
export const LINE_WIDTH = 1010;

/** Each phase's share of the line and how much of it is done (px, from the 1010 default). */
export function lineWidths(operations: OrderOperation[], total = LINE_WIDTH) {
  const steps = operations.reduce((n, o) => n + o.procedureList.length, 0) || 1;
  return operations.map((o) => {
    const width = Math.round((total * o.procedureList.length) / steps);
    const done = o.procedureList.filter((p) => p.procedureFlag === 2).length;
    return { width, done: Math.round((width * done) / (o.procedureList.length || 1)) };
  });
}

/** The order flow view (order/operationProcedureView) on /business/v1?orderSn=...: five phases, their substeps, states and dates. */
export function OrderFlowBlock() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderSn = search.get('orderSn');
  return (
    <section className={product.section} aria-labelledby="order-flow" id="order-flow">
      <h2 id="order-flow" className={product.sectionTitle}>
        {t('site:order.title')}
      </h2>
      {orderSn ? (
        <OrderFlow orderSn={orderSn} />
      ) : (
        <p className={styles.intro}>
          {t('site:order.intro')}{' '}
          <Link to={`/business/v1?orderSn=${DEMO_ORDER_SN}#order-flow`} data-testid="demo-order-link">
            {t('site:order.demo', { sn: DEMO_ORDER_SN })}
          </Link>
        </p>
      )}
    </section>
  );
}

function OrderFlow({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const valid = /^[A-Za-z0-9-]{1,32}$/.test(orderSn);
  const state = useCommand(operationProcedureView, { orderSn }, { enabled: valid });
  if (!valid || state.error?.code === ErrorCode.notFound || state.error?.code === ErrorCode.invalidParams) {
    return (
      <p className={styles.notFound} role="alert" data-testid="order-not-found">
        {state.error?.info ?? t('site:order.notFound')}
      </p>
    );
  }
  return (
    <DataState state={state} rows={5}>
      {(o) => {
        const widths = lineWidths(o.operations);
        return (
          <div className={styles.card} data-testid="order-flow">
            <dl className={styles.head}>
              <div>
                <dt>{t('site:order.sn')}</dt>
                <dd>{o.orderSn}</dd>
              </div>
              <div>
                <dt>{t('site:order.subject')}</dt>
                <dd>{o.title}</dd>
              </div>
              <div>
                <dt>{t('site:order.buyer')}</dt>
                <dd>{o.buyer}</dd>
              </div>
              <div>
                <dt>{t('site:order.seller')}</dt>
                <dd>{o.seller}</dd>
              </div>
              <div>
                <dt>{t('site:order.amount')}</dt>
                <dd>{yuan(o.amountCents, lang)}</dd>
              </div>
            </dl>
            <ol className={styles.phases} style={{ width: LINE_WIDTH }}>
              {o.operations.map((op, i) => (
                <li key={op.operationName} className={styles.phase} data-flag={op.operationFlag} style={{ width: widths[i].width }}>
                  <div className={styles.phaseHead}>
                    <span className={styles.phaseNo}>{i + 1}</span>
                    <span className={styles.phaseName}>{op.operationName}</span>
                    <span className={styles.phaseState}>{t(`site:order.phaseFlag${op.operationFlag}`)}</span>
                  </div>
                  <div className={styles.line} aria-hidden="true">
                    <span className={styles.lineDone} style={{ width: widths[i].done }} />
                  </div>
                  <ol className={styles.steps}>
                    {op.procedureList.map((p) => (
                      <li key={p.iconType} className={styles.step} data-flag={p.procedureFlag} aria-current={p.isActivity ? 'step' : undefined}>
                        <OrderStepIcon type={p.iconType} />
                        <span className={styles.stepName}>{p.procedureName}</span>
                        <span className={styles.stepDate}>{p.completeDate ?? (p.isActivity ? t('site:order.inProgress') : t('site:order.pending'))}</span>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </div>
        );
      }}
    </DataState>
  );
}
