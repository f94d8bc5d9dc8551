import type { InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll';
import { lazy, Suspense, type ReactNode } from 'react';
// The end of a list without the module: the plain block wears antd-mobile's class.
import 'antd-mobile/es/components/infinite-scroll/infinite-scroll.css';

const InfiniteScroll = lazy(() => import('antd-mobile/es/components/infinite-scroll'));

type Props = Omit<InfiniteScrollProps, 'children'> & { children: (hasMore: boolean) => ReactNode };

/**
 * antd-mobile's InfiniteScroll, loaded when the list has more to load: a list that fits in what
 * is loaded (most lists of a first page) shows its end in a plain block and does without the
 * module, its loading dots and antd-mobile's config and locale (~5 kB gzip). Children get hasMore.
 */
export function LazyInfiniteScroll({ children, ...props }: Props) {
  const end = (more: boolean) => <div className="adm-infinite-scroll">{children(more)}</div>;
  if (!props.hasMore) return end(false);
  return (
    <Suspense fallback={end(true)}>
      <InfiniteScroll {...props}>{(more) => children(more)}</InfiniteScroll>
    </Suspense>
  );
}
