import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { getCompleteInfoByFacSn, getUnapprovedFacList } from '#shared/contract/refs/factory';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { LoadError, Skeleton } from './common';
import { factoryChecks } from './factory-checks';
import { FactoryCard } from './FactoryCard';
import { PagedList } from './PagedList';
import { RegisterFactory } from './RegisterFactory';
import './factory.css';
import { ErrorCode } from '#shared/contract/errors';
import { LazyPullToRefresh } from '../../components/LazyPullToRefresh';
import '../../components/visually-hidden.css';

/**
 * /mobile/tabCompleteFacQuery: look a factory up by its number to complete its info; below,
 * the factories whose info is still incomplete, and the registration of a new one.
 */
function CompleteFacQueryPage() {
  const { t, i18n } = useTranslation('factory');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const incomplete = useCommand(getUnapprovedFacList, { incompleteOnly: true }, { deps: [refresh] });

  const lookUp = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = (await factoryChecks.load()).facSn.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    try {
      const f = await call(getCompleteInfoByFacSn, { facSn: parsed.data });
      navigate(`/mobile/completeFacSubmit?facSn=${encodeURIComponent(f.facSn)}`);
    } catch (err) {
      setError(err instanceof GatewayError ? err.info : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5-fac-page">
      <LazyPullToRefresh
        onRefresh={async () => setRefresh((n) => n + 1)}
        pullingText={t('refresh.pulling')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <header className="h5-fac-hero">
          <h1 className="h5-fac-hero__title">{t('complete.queryTitle')}</h1>
          <p className="h5-fac-hero__lead">{t('complete.queryLead')}</p>
          <form className="h5-fac-search" onSubmit={(e) => void lookUp(e)} onFocus={factoryChecks.preload} noValidate>
            <label className="h5-visually-hidden" htmlFor="facSn">
              {t('field.facSn')}
            </label>
            <input
              id="facSn"
              name="facSn"
              className="h5-fac-input h5-fac-search__input h5-fac-mono"
              placeholder="FAC00000101"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={11}
              value={value}
              onChange={(e) => {
                setValue(e.target.value.replace(/[^A-Za-z0-9]/g, ''));
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'facSn-error' : undefined}
            />
            <Button type="submit" color="primary" loading={busy} className="h5-fac-search__btn">
              {t('action.query')}
            </Button>
          </form>
          {error ? (
            <p className="h5-fac-error" id="facSn-error" role="alert">
              {hasText(error) ? text(error, lang) : error}
            </p>
          ) : null}
        </header>
        <section className="h5-fac-panel" aria-labelledby="incomplete-title">
          <h2 className="h5-fac-section-title" id="incomplete-title">
            {t('complete.incompleteTitle')}
          </h2>
          {incomplete.loading && !incomplete.data ? (
            <Skeleton />
          ) : incomplete.error ? (
            <LoadError error={incomplete.error} onRetry={incomplete.reload} />
          ) : incomplete.data?.length ? (
            <PagedList items={incomplete.data} render={(f) => <FactoryCard key={f.facSn} f={f} />} />
          ) : (
            <p className="h5-fac-empty">{t('list.empty')}</p>
          )}
        </section>
        {incomplete.error?.code === ErrorCode.forbidden ? null : <RegisterFactory />}
      </LazyPullToRefresh>
    </div>
  );
}

export default CompleteFacQueryPage;
