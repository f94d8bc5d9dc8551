import type { TreeSelectProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { makeLazySelect } from './LazySelectBase';

/** A node of the tree the stand-in reads its label from (antd's `treeData` with `title` labels). */
export interface TreeOption {
  value: number;
  title: ReactNode;
  disabled?: boolean;
  children?: TreeOption[];
}
export type LazyTreeSelectProps = Omit<TreeSelectProps<number | undefined, TreeOption>, 'treeData'> & { treeData: TreeOption[]; className?: string };

/** antd's TreeSelect inside antd's provider, as LazyFilterSelect brings its Select (for a page without one). */
const loadScoped = (): Promise<ComponentType<LazyTreeSelectProps>> =>
  Promise.all([import('antd/es/tree-select'), import('../app/AntdScope')]).then(([{ default: TreeSelect }, { default: Scope }]) => {
    const Scoped = (props: LazyTreeSelectProps) => (
      <Scope>
        <TreeSelect<number | undefined, TreeOption> {...props} />
      </Scope>
    );
    return Scoped;
  });

/** The chosen node's title, wherever it sits in the tree; null (the placeholder shows) when none is chosen or it is not in the tree yet. */
function treeLabel({ value, treeData }: LazyTreeSelectProps): ReactNode {
  if (value === undefined || value === null) return null;
  const find = (nodes: TreeOption[]): TreeOption | undefined => {
    for (const n of nodes) {
      const hit = n.value === value ? n : find(n.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  return find(treeData)?.title ?? null;
}

/**
 * A filter's TreeSelect (a department, say), controlled and outside any Form, that costs nothing on
 * first paint: the Select stand-in (LazySelectBase.tsx; a closed TreeSelect looks like a closed
 * Select) showing the chosen node's title or the placeholder, until the user comes near; then
 * antd's TreeSelect (~26 kB gzip with rc-tree, rc-tree-select and rc-select), focused if the
 * stand-in was and open if the user asked for the list (click, Enter, Space, arrows).
 */
export const LazyTreeSelect: ComponentType<LazyTreeSelectProps> = makeLazySelect<LazyTreeSelectProps>(loadScoped, treeLabel);
