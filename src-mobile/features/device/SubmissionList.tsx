import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { CommandState } from '#shared/api/useCommand';
import type { DeviceSubmission } from '#shared/contract/device';

/** My submissions: loading, error with retry, empty, or the list with lazily loaded photo thumbnails. */
export function SubmissionList({ state }: { state: CommandState<{ list: DeviceSubmission[]; total: number }> }) {
  const { t, i18n } = useTranslation('device');
  if (state.loading && !state.data) return <div className="h5-device-skeleton" aria-busy="true" />;
  if (state.error)
    return (
      <div className="h5-device-note">
        <p>{state.error.info}</p>
        <Button size="small" onClick={state.reload}>
          {t('common:state.retry')}
        </Button>
      </div>
    );
  if (!state.data?.list.length) return <p className="h5-device-note">{t('submit.empty')}</p>;
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return (
    <ul className="h5-submissions">
      {state.data.list.map((s) => (
        <li key={s.id} className="h5-submission">
          <p className="h5-submission__meta">
            <span className={`h5-submission__kind h5-submission__kind--${s.kind}`}>{t(`submit.${s.kind}`)}</span>
            {s.model ? <strong>{s.model}</strong> : null}
            {s.serialNo ? <span>{s.serialNo}</span> : null}
            <time dateTime={s.time}>{fmt.format(new Date(s.time))}</time>
          </p>
          <p className="h5-submission__text">{s.description}</p>
          {s.photos.length ? (
            <ul className="h5-submission__photos">
              {s.photos.map((p) => (
                <li key={p.fileId}>
                  <a href={p.url} target="_blank" rel="noopener">
                    <img src={p.url} alt={p.name} width={72} height={72} loading="lazy" decoding="async" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
