import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { addApprovePushInfo, getApplyInfo } from '#shared/contract/refs/factory';
import { normalizeFacSn } from '#shared/rules/factory-sn';
import { StateBlock } from '../../components/StateBlock';
import { showToast } from '../../components/feedback';
import { HUB, LoadError, Skeleton, StatusTag } from './common';
import './factory.css';

/**
 * /mobile/factorySubmit?facSn=: the field admin checks a factory's info once more and pushes
 * it to the platform for approval (factoryApproval/addApprovePushInfo), with an optional note.
 */
function FactorySubmitPage() {
  const { t } = useTranslation('factory');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const facSn = normalizeFacSn(params.get('facSn') ?? '');
  const apply = useCommand(getApplyInfo, { facSn }, { enabled: !!facSn });
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!facSn)
    return (
      <StateBlock title={t('complete.noFacSn')}>
        <Link className="h5-link-button" to={`${HUB}?tab=factoryStatusList`}>
          {t('action.backToList')}
        </Link>
      </StateBlock>
    );
  if (apply.loading && !apply.data) return <Skeleton />;
  if (apply.error || !apply.data) return <LoadError error={apply.error!} onRetry={apply.reload} />;
  const { factory: f, can, openPush } = apply.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (remark.trim().length > 200) return setError(t('field.remark'));
    setBusy(true);
    try {
      await call(addApprovePushInfo, { facSn, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      showToast(t('push.done'), 'success');
      navigate(`${HUB}?tab=statusList`, { replace: true });
    } catch (err) {
      setError(err instanceof GatewayError ? err.info : String(err));
      apply.reload();
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string | null][] = [
    ['facSn', f.facSn],
    ['companyName', f.companyName],
    ['address', f.address],
    ['contactName', f.contactName],
    ['contactMobile', f.contactMobile],
    ['deviceCount', f.deviceCount === null ? null : String(f.deviceCount)],
  ];

  return (
    <div className="h5-fac-page">
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{t('push.title')}</h1>
        <p className="h5-fac-hero__lead">{t('push.lead')}</p>
      </header>
      <section className="h5-fac-panel">
        <div className="h5-fac-card">
          <div className="h5-fac-card__head">
            <h2 className="h5-fac-card__title">{f.name}</h2>
            <StatusTag status={f.status} gold={f.gold} />
          </div>
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

        {can.push ? (
          <form className="h5-fac-form" onSubmit={(e) => void submit(e)} noValidate>
            <label className="h5-fac-label" htmlFor="push-remark">
              {t('field.remark')}
            </label>
            <textarea
              id="push-remark"
              name="remark"
              className="h5-fac-input h5-fac-textarea"
              rows={3}
              maxLength={200}
              value={remark}
              onChange={(e) => {
                setRemark(e.target.value);
                setError(null);
              }}
              aria-describedby={error ? 'push-error' : undefined}
            />
            <p className="h5-fac-hint">{remark.length}/200</p>
            {error ? (
              <p className="h5-fac-error" id="push-error" role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" block size="large" color="primary" loading={busy}>
              {t('action.submitPush')}
            </Button>
          </form>
        ) : (
          <div className="h5-fac-notice" role="status">
            <p>{openPush ? t('push.openPush') : f.status === 'unapproved' ? t('push.incomplete') : t('push.notPushable', { status: t(`status.${f.status}`) })}</p>
            {f.status === 'unapproved' ? (
              <Link className="h5-link-button" to={`/mobile/completeFacSubmit?facSn=${f.facSn}`}>
                {t('action.complete')}
              </Link>
            ) : (
              <Link className="h5-link-button" to={`${HUB}?tab=statusList`}>
                {t('action.viewStatus')}
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

export default FactorySubmitPage;
