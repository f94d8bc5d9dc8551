import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactorySummary } from '#shared/contract/factory';
import { StatusTag } from './common';

/** One factory in a list: number, name, company, status, what is missing, and the next step. */
export function FactoryCard({ f }: { f: FactorySummary }) {
  const { t } = useTranslation('factory');
  const sn = encodeURIComponent(f.facSn);
  const missing = f.missing.map((m) => t(`missing.${m}`)).join(t('list.sep'));
  return (
    <li className="h5-fac-card" data-facsn={f.facSn}>
      <div className="h5-fac-card__head">
        <h3 className="h5-fac-card__title">{f.name}</h3>
        <StatusTag status={f.status} gold={f.gold} />
      </div>
      <p className="h5-fac-card__meta">
        <span className="h5-fac-mono">{f.facSn}</span>
        <span>{f.companyName}</span>
      </p>
      {f.address ? <p className="h5-fac-card__line">{f.address}</p> : null}
      {f.deviceCount ? <p className="h5-fac-card__line">{t('list.devices', { count: f.deviceCount })}</p> : null}
      {f.status === 'unapproved' ? (
        <>
          <p className={f.missing.length ? 'h5-fac-card__missing' : 'h5-fac-card__ok'}>{f.missing.length ? t('list.missing', { fields: missing }) : t('list.complete')}</p>
          <div className="h5-fac-card__actions">
            <Link className="h5-fac-btn" to={`/mobile/completeFacSubmit?facSn=${sn}`}>
              {t('action.complete')}
            </Link>
            {f.missing.length === 0 ? (
              <Link className="h5-fac-btn h5-fac-btn--primary" to={`/mobile/factorySubmit?facSn=${sn}`}>
                {t('action.push')}
              </Link>
            ) : null}
          </div>
        </>
      ) : f.status === 'approved' ? (
        <div className="h5-fac-card__actions">
          <Link className="h5-fac-btn" to={`/mobile/supplierDetail?facSn=${sn}`}>
            {t('action.details')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
