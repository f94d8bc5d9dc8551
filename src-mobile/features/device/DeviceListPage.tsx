import { LazyButton } from '../../components/LazyButton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { getModelList } from '#shared/contract/refs/device';
import { LazyPullToRefresh } from '../../components/LazyPullToRefresh';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { DEVICE_LIST_PATH, devicePath, normalizeModel } from './model-path';
import { ModelList } from './ModelList';
import { ModelSearch } from './ModelSearch';
import './device.css';

/**
 * /mobile/device: the IBX and IMT models to pick from, with a search by model number
 * (?keyword=, shareable) and pull-to-refresh. An exact model number offers its page first.
 */
export default function DeviceListPage() {
  const { t } = useTranslation('device');
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 40);
  const list = useCommand(getModelList, keyword ? { keyword } : {});
  const exact = keyword ? list.data?.find((m) => m.model === normalizeModel(keyword)) : undefined;

  return (
    <div className="h5-device-page">
      <header className="h5-device-hero">
        <h1 className="h5-device-hero__title">{t('list.title')}</h1>
        <p className="h5-device-hero__lead">{t('list.lead')}</p>
        <ModelSearch key={keyword} initial={keyword} />
      </header>
      <LazyPullToRefresh
        onRefresh={async () => {
          // Pull-to-refresh waits for the fresh list; the hook's reload shows it.
          await call(getModelList, keyword ? { keyword } : {}).catch(() => undefined);
          list.reload();
        }}
        pullingText={t('refresh.pulling')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <div className="h5-device-body">
          {list.loading && !list.data ? (
            <PageLoading />
          ) : list.error ? (
            <StateBlock title={t('common:state.error')} description={list.error.info}>
              <LazyButton block onClick={list.reload}>
                {t('common:state.retry')}
              </LazyButton>
            </StateBlock>
          ) : list.data && list.data.length ? (
            <>
              {keyword ? (
                <p className="h5-device-note" role="status">
                  {t('search.results', { count: list.data.length, keyword })} <Link to={DEVICE_LIST_PATH}>{t('search.clear')}</Link>
                </p>
              ) : null}
              {exact ? (
                <Link className="h5-link-button h5-device-exact" to={devicePath(exact.model)}>
                  {t('search.open', { model: exact.model })}
                </Link>
              ) : null}
              <ModelList models={list.data} />
            </>
          ) : (
            <StateBlock title={t('search.none', { keyword })} description={t('search.noneHint')}>
              <Link className="h5-link-button" to={DEVICE_LIST_PATH}>
                {t('search.all')}
              </Link>
            </StateBlock>
          )}
        </div>
      </LazyPullToRefresh>
    </div>
  );
}
