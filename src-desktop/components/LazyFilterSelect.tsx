import type { ComponentType } from 'react';
import { makeLazySelect, type LazySelectProps } from './LazySelectBase';

/**
 * antd's Select inside antd's provider: a filter may sit on a page that loads no antd of its own
 * (nothing else of antd in its first view), so the real Select brings the provider with it. Inside
 * a page that has the provider already, the nested one is the same theme and costs no request.
 */
const loadScoped = (): Promise<ComponentType<LazySelectProps>> =>
  Promise.all([import('./NamedSelect'), import('../app/AntdScope')]).then(([{ NamedSelect }, { default: Scope }]) => {
    const Scoped = (props: LazySelectProps) => (
      <Scope>
        <NamedSelect {...props} />
      </Scope>
    );
    return Scoped;
  });

/**
 * A filter's Select, controlled (`value`/`onChange`) and outside any Form: the same stand-in as a
 * form's LazySelect until the user comes near, then antd's Select (LazySelectBase.tsx). With a
 * `name` it also carries the hidden input of that parameter.
 */
export const LazyFilterSelect: ComponentType<LazySelectProps> = makeLazySelect(loadScoped);
