import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeviceModelSummary } from '#shared/contract/device';
import { ChevronRightIcon } from '../../components/icons/nav';
import { devicePath } from './model-path';

/** Models grouped by series, each a link to its page; thumbnails load lazily. */
export function ModelList({ models }: { models: DeviceModelSummary[] }) {
  const { t } = useTranslation('device');
  const series = (['IBX', 'IMT'] as const).filter((s) => models.some((m) => m.series === s));
  return (
    <>
      {series.map((s) => (
        <section key={s} className="h5-device-group" aria-labelledby={`series-${s}`}>
          <h2 id={`series-${s}`} className="h5-device-group__title">
            {t(`series.${s}`)}
          </h2>
          <ul className="h5-device-list">
            {models
              .filter((m) => m.series === s)
              .map((m) => (
                <li key={m.model}>
                  <Link className="h5-device-item" to={devicePath(m.model)}>
                    <img className="h5-device-item__photo" src={m.photo} alt="" width={96} height={64} loading="lazy" decoding="async" />
                    <span className="h5-device-item__text">
                      <strong>{m.model}</strong>
                      <span>{m.name}</span>
                    </span>
                    <ChevronRightIcon size={18} className="h5-device-item__chevron" />
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
