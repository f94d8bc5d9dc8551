import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { affirmGlod, getApplyInfo, supplierFacDetail } from '#shared/contract/refs/factory';
import { normalizeFacSn } from '#shared/rules/factory-sn';
import { confirmDialog, showToast } from '../../components/feedback';
import { StateBlock } from '../../components/StateBlock';
import { HUB, LoadError, Skeleton, StatusTag, useTimeFormat } from './common';
import { SupplierMembers } from './SupplierMembers';
import './factory.css';

/**
 * /mobile/supplierDetail?facSn=: an approved factory as a supplier (supplier/facDetail): its
 * info, what the field admin may do next (confirm it as a gold supplier, request a change of its
 * base info or contact) and the members of its portal company.
 */
function SupplierDetailPage() {
  const { t } = useTranslation('factory');
  const time = useTimeFormat();
  const [params] = useSearchParams();
  const facSn = normalizeFacSn(params.get('facSn') ?? '');
  const detail = useCommand(supplierFacDetail, { facSn }, { enabled: !!facSn });
  const apply = useCommand(getApplyInfo, { facSn }, { enabled: !!facSn });
  const [busy, setBusy] = useState(false);

  if (!facSn)
    return (
      <StateBlock title={t('supplier.noFacSn')}>
        <Link className="h5-link-button" to={`${HUB}?tab=factoryStatusList`}>
          {t('action.backToList')}
        </Link>
      </StateBlock>
    );
  if ((detail.loading && !detail.data) || (apply.loading && !apply.data)) return <Skeleton />;
  if (detail.error || !detail.data) return <LoadError error={detail.error!} onRetry={detail.reload} />;
  if (apply.error || !apply.data) return <LoadError error={apply.error!} onRetry={apply.reload} />;
  const f = detail.data;
  const { can, openPush } = apply.data;

  const markGold = async () => {
    if (!(await confirmDialog(t('supplier.goldConfirm', { name: f.name })))) return;
    setBusy(true);
    try {
      await call(affirmGlod, { facSn });
      showToast(t('supplier.goldDone'), 'success');
    } catch (err) {
      showToast(err instanceof GatewayError ? err.info : String(err), 'fail');
    } finally {
      setBusy(false);
      detail.reload();
      apply.reload();
    }
  };

  const rows: [string, string | null][] = [
    ['facSn', f.facSn],
    ['companyName', f.companyName],
    ['address', f.address],
    ['contactName', f.contactName],
    ['contactMobile', f.contactMobile],
    ['deviceCount', f.deviceCount === null ? null : String(f.deviceCount)],
    ['areaValue', f.area === null ? null : t('supplier.area', { area: f.area })],
    ['materials', f.materialLabels.join(t('list.sep'))],
    ['productFields', f.productFieldLabels.join(t('list.sep'))],
    ['approvedAt', f.approvedAt ? time(f.approvedAt) : null],
  ];

  return (
    <div className="h5-fac-page">
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{f.name}</h1>
        <p className="h5-fac-card__meta">
          <span className="h5-fac-mono">{f.facSn}</span>
          <StatusTag status={f.status} gold={f.gold} />
        </p>
      </header>
      <section className="h5-fac-panel">
        <div className="h5-fac-card">
          <dl className="h5-fac-dl">
            {rows.map(([k, val]) => (
              <div key={k} className="h5-fac-dl__row">
                <dt>{t(`field.${k}`)}</dt>
                <dd className={k === 'facSn' ? 'h5-fac-mono' : undefined}>{val || '—'}</dd>
              </div>
            ))}
          </dl>
          {f.photos.length ? (
            <ul className="h5-fac-photos h5-fac-photos--small">
              {f.photos.map((p) => (
                <li key={p.fileId} className="h5-fac-photo">
                  <img src={p.url} alt={p.name} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <h2 className="h5-fac-section-title">{t('supplier.actions')}</h2>
        {f.status !== 'approved' ? (
          <p className="h5-fac-notice" role="status">
            {t('supplier.notApproved', { status: t(`status.${f.status}`) })}
          </p>
        ) : (
          <>
            {openPush ? (
              <div className="h5-fac-notice" role="status">
                <p>{t('supplier.openPush', { kind: t(`kind.${openPush.kind}`) })}</p>
                <Link className="h5-link-button" to={`${HUB}?tab=statusList`}>
                  {t('action.viewStatus')}
                </Link>
              </div>
            ) : null}
            <div className="h5-fac-actions">
              {can.affirmGold ? (
                <Button block color="warning" loading={busy} onClick={() => void markGold()}>
                  {t('supplier.markGold')}
                </Button>
              ) : (
                <p className="h5-fac-card__ok">{t('supplier.isGold')}</p>
              )}
              {can.changeBase ? (
                <Link className="h5-fac-btn" to={`/mobile/factoryChange?facSn=${f.facSn}&kind=base`}>
                  {t('change.base.action')}
                </Link>
              ) : null}
              {can.changeAccount ? (
                <Link className="h5-fac-btn" to={`/mobile/factoryChange?facSn=${f.facSn}&kind=account`}>
                  {t('change.account.action')}
                </Link>
              ) : null}
            </div>
          </>
        )}

        <SupplierMembers facSn={f.facSn} />
      </section>
    </div>
  );
}

export default SupplierDetailPage;
