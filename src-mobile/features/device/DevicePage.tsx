import { LazyButton } from '../../components/LazyButton';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { DeviceModelDetail } from '#shared/contract/device';
import { getModelDetail } from '#shared/contract/refs/device';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { DEVICE_LIST_PATH, devicePath, normalizeModel } from './model-path';
import { ModelSearch } from './ModelSearch';
import { NotFoundModels } from './NotFoundModels';
import { ErrorCode } from '#shared/contract/errors';
import './device.css';

const SECTIONS = ['specs', 'interfaces', 'lights', 'installation', 'troubleshooting', 'documents'] as const;

/**
 * /mobile/device/:model: one IBX or IMT model for the field — photo, specifications,
 * interfaces and wiring, indicator lights, installation, troubleshooting and documents.
 * Plain HTML (tables, lists, <details>) so it is light on a weak connection; the photo
 * loads lazily. An unknown model shows a friendly not-found with the model list.
 */
export default function DevicePage() {
  const { t } = useTranslation('device');
  const raw = useParams().model ?? '';
  const model = normalizeModel(raw);
  const detail = useCommand(getModelDetail, { model }, { enabled: raw === model });

  if (raw !== model) return <Navigate to={devicePath(model)} replace />;
  if (detail.loading) return <PageLoading />;
  if (detail.error) {
    if (detail.error.code === ErrorCode.notFound || detail.error.code === ErrorCode.invalidParams) return <NotFoundModels model={model} />;
    return (
      <StateBlock title={t('common:state.error')} description={detail.error.info}>
        <LazyButton block onClick={detail.reload}>
          {t('common:state.retry')}
        </LazyButton>
      </StateBlock>
    );
  }
  return detail.data ? <DeviceView d={detail.data} /> : null;
}

function DeviceView({ d }: { d: DeviceModelDetail }) {
  const { t } = useTranslation('device');
  return (
    <article className="h5-device-page">
      <header className="h5-device-head">
        {/* The first screen's largest paint: fetched at once (the server also preloads it), never lazily. */}
        <img className="h5-device-head__photo" src={d.photo} alt={t('detail.photoAlt', { model: d.model })} width={480} height={320} fetchPriority="high" />
        <p className="h5-device-head__series">{t(`series.${d.series}`)}</p>
        <h1 className="h5-device-head__title">{d.name}</h1>
        <p className="h5-device-head__summary">{d.summary}</p>
        <nav className="h5-device-toc" aria-label={t('detail.toc')}>
          {SECTIONS.map((s) => (
            <a key={s} href={`#${s}`}>
              {t(`detail.${s}`)}
            </a>
          ))}
        </nav>
      </header>

      <div className="h5-device-body">
        <section id="specs" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.specs')}</h2>
          <table className="h5-device-table">
            <tbody>
              {d.specs.map((s) => (
                <tr key={s.label}>
                  <th scope="row">{s.label}</th>
                  <td>{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section id="interfaces" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.interfaces')}</h2>
          <dl className="h5-device-dl">
            {d.interfaces.map((i) => (
              <div key={i.name}>
                <dt>{i.name}</dt>
                <dd>{i.detail}</dd>
              </div>
            ))}
          </dl>
          <h3 className="h5-device-sub">{t('detail.wiring')}</h3>
          <ul className="h5-device-steps h5-device-steps--bullets">
            {d.wiring.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>

        <section id="lights" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.lights')}</h2>
          <table className="h5-device-table h5-device-table--3">
            <thead>
              <tr>
                <th scope="col">{t('detail.light')}</th>
                <th scope="col">{t('detail.state')}</th>
                <th scope="col">{t('detail.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {d.lights.map((l) => (
                <tr key={`${l.name}-${l.state}`}>
                  <th scope="row">{l.name}</th>
                  <td>{l.state}</td>
                  <td>{l.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section id="installation" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.installation')}</h2>
          <ol className="h5-device-steps">
            {d.installation.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>

        <section id="troubleshooting" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.troubleshooting')}</h2>
          {d.troubleshooting.map((f) => (
            <details key={f.symptom} className="h5-device-fault">
              <summary>{f.symptom}</summary>
              <p>
                <strong>{t('detail.cause')}</strong>
                {f.cause}
              </p>
              <p>
                <strong>{t('detail.fix')}</strong>
                {f.fix}
              </p>
            </details>
          ))}
        </section>

        <section id="documents" className="h5-device-section">
          <h2 className="h5-device-section__title">{t('detail.documents')}</h2>
          <ul className="h5-device-docs">
            {d.documents.map((doc, i) => (
              <li key={doc.key}>
                <a href={d.documentUrls[i]} download>
                  {doc.title}
                  <span>{t('detail.download')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <Link className="h5-link-button" to={`/mobile/submit?model=${encodeURIComponent(d.model)}`}>
          {t('detail.report')}
        </Link>

        <section className="h5-device-section" aria-labelledby="other-models">
          <h2 id="other-models" className="h5-device-section__title">
            {t('detail.otherModels')}
          </h2>
          <ModelSearch />
          <Link className="h5-device-all" to={DEVICE_LIST_PATH}>
            {t('search.all')}
          </Link>
        </section>
      </div>
    </article>
  );
}
