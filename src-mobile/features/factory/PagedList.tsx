import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyInfiniteScroll } from '../../components/LazyInfiniteScroll';

const STEP = 20;

/**
 * A touch list that grows as the user scrolls (20 more each time), over items already
 * loaded; `more` asks the server for the next page when the loaded ones run out.
 */
export function PagedList<T>({ items, render, more, hasMoreOnServer = false }: { items: T[]; render: (item: T) => ReactNode; more?: () => Promise<void>; hasMoreOnServer?: boolean }) {
  const { t } = useTranslation('factory');
  const [shown, setShown] = useState(STEP);
  useEffect(() => setShown(STEP), [items.length === 0]);
  const hasMore = shown < items.length || hasMoreOnServer;
  return (
    <>
      <ul className="h5-fac-list">{items.slice(0, shown).map(render)}</ul>
      <LazyInfiniteScroll
        hasMore={hasMore}
        loadMore={async () => {
          if (shown >= items.length && more) await more();
          setShown((n) => n + STEP);
        }}
      >
        {(has) => <span className="h5-fac-list__end">{has ? t('list.loading') : items.length > STEP ? t('list.noMore') : ''}</span>}
      </LazyInfiniteScroll>
    </>
  );
}
