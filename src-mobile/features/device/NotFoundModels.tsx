import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import { getModelList } from '#shared/contract/refs/device';
import { PageLoading } from '../../components/PageLoading';
import { ModelList } from './ModelList';
import { ModelSearch } from './ModelSearch';

/** An unknown model: said kindly, with the search and the models that do exist. */
export function NotFoundModels({ model }: { model: string }) {
  const { t } = useTranslation('device');
  const list = useCommand(getModelList, {});
  return (
    <div className="h5-device-page">
      <header className="h5-device-hero">
        <h1 className="h5-device-hero__title">{t('notFound.title', { model })}</h1>
        <p className="h5-device-hero__lead">{t('notFound.body')}</p>
        <ModelSearch />
      </header>
      <div className="h5-device-body">{list.loading ? <PageLoading /> : list.data ? <ModelList models={list.data} /> : null}</div>
    </div>
  );
}
