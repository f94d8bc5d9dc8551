import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { useState, type ComponentType, type ReactNode } from 'react';

type Props = PullToRefreshProps & { children: ReactNode };

let loaded: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;
const load = () => (loading ??= import('antd-mobile/es/components/pull-to-refresh').then((m) => (loaded = m.default as ComponentType<Props>)));

/**
 * antd-mobile's PullToRefresh, loaded on the first touch of the list rather than with the page:
 * it brings antd-mobile's gesture and spring libraries (~24 kB gzip), which a page opened from
 * the WeChat menu does not need to paint. Until then the content renders in a plain block; the
 * touch that loads it swaps it in (the content remounts, once), so the pull that follows refreshes.
 * A page with PullToRefresh in its first interaction path should import it directly.
 */
export function LazyPullToRefresh({ children, ...props }: Props) {
  const [Pull, setPull] = useState<ComponentType<Props> | null>(() => loaded);
  if (Pull) return <Pull {...props}>{children}</Pull>;
  return (
    <div
      onTouchStart={() =>
        void load().then(
          (c) => setPull(() => c),
          () => undefined,
        )
      }
    >
      {children}
    </div>
  );
}
