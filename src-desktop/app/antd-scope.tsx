import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

const loadScope = () => import('./AntdScope');

/**
 * A lazy module's component inside antd's ConfigProvider (AntdScope), both fetched at once:
 * `lazy(withAntd(() => import('./Page')))`. Only what uses antd loads the provider, and it
 * does not wait for the provider before asking for its own chunk.
 */
export function withAntd<P extends object>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return () =>
    Promise.all([load(), loadScope()]).then(([m, s]) => {
      const Inner = m.default;
      const Scope = s.default;
      return {
        default: (props: P) => (
          <Scope>
            <Inner {...props} />
          </Scope>
        ),
      };
    });
}
