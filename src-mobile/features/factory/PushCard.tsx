import { useTranslation } from 'react-i18next';
import type { PushView } from '#shared/contract/factory';
import { StatusTag, useTimeFormat } from './common';

/** One push in a list; tapping it opens its details. */
export function PushCard({ p, onOpen }: { p: PushView; onOpen: (id: number) => void }) {
  const { t } = useTranslation('factory');
  const time = useTimeFormat();
  return (
    <li className="h5-fac-card" data-push={p.id}>
      <button type="button" className="h5-fac-card__tap" onClick={() => onOpen(p.id)} aria-label={`${t('action.view')} ${p.factoryName}`}>
        <div className="h5-fac-card__head">
          <h3 className="h5-fac-card__title">{p.factoryName}</h3>
          <StatusTag status={p.status} />
        </div>
        <p className="h5-fac-card__meta">
          <span className="h5-fac-mono">{p.facSn}</span>
          <span>{t(`kind.${p.kind}`)}</span>
        </p>
        <p className="h5-fac-card__line">{p.decidedAt ? t('list.decidedAt', { time: time(p.decidedAt) }) : t('list.submittedAt', { time: time(p.submittedAt) })}</p>
        {p.rejectReason ? <p className="h5-fac-card__missing">{p.rejectReason}</p> : null}
      </button>
    </li>
  );
}
