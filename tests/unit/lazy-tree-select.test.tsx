import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLazySelect, type StandInProps } from '../../src-desktop/components/LazySelectBase';
import { LazyTreeSelect, type TreeOption } from '../../src-desktop/components/LazyTreeSelect';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: ReturnType<typeof createRoot> | null = null;
let host: HTMLDivElement;
async function render(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
});

const TREE: TreeOption[] = [
  {
    value: 1,
    title: '生产部',
    children: [
      { value: 2, title: '机加工车间' },
      { value: 3, title: '装配车间', children: [{ value: 4, title: '总装线' }] },
    ],
  },
  { value: 5, title: '质量部' },
];

describe('LazyTreeSelect before first use', () => {
  it('shows the chosen node title from any depth, else the placeholder, as a closed combobox', async () => {
    await render(
      <>
        <LazyTreeSelect aria-label="部门" placeholder="全部部门" treeData={TREE} value={4} />
        <LazyTreeSelect aria-label="部门 2" placeholder="全部部门" treeData={TREE} value={undefined} />
        <LazyTreeSelect aria-label="部门 3" placeholder="全部部门" treeData={[]} value={4} />
      </>,
    );
    const boxes = [...host.querySelectorAll('[role=combobox]')];
    expect(boxes.map((b) => b.textContent)).toEqual(['总装线', '全部部门', '全部部门']);
    expect(boxes.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(host.querySelectorAll('[data-lazy-select]')).toHaveLength(3);
  });
});

describe('makeLazySelect with a label function', () => {
  it('swaps every stand-in of the same maker on first use: focused and open for the one the user opened', async () => {
    const seen: { label?: string; autoFocus?: boolean; defaultOpen?: boolean }[] = [];
    const Real = (p: StandInProps) => {
      seen.push({ label: p['aria-label'], autoFocus: p.autoFocus, defaultOpen: p.defaultOpen });
      return <span data-real={p['aria-label']} />;
    };
    let resolve!: (r: typeof Real) => void;
    const Lazy = makeLazySelect<StandInProps & { names: Record<number, string> }>(
      () => new Promise((r) => (resolve = r)),
      (p) => (typeof p.value === 'number' ? p.names[p.value] : null),
    );
    await render(
      <>
        <Lazy aria-label="a" value={1} names={{ 1: 'one' }} />
        <Lazy aria-label="b" placeholder="none" names={{}} />
      </>,
    );
    const [a] = [...host.querySelectorAll<HTMLButtonElement>('[role=combobox]')];
    expect(a.textContent).toBe('one');
    await act(async () => {
      a.focus();
      a.click();
    });
    await act(async () => resolve(Real));
    expect(host.querySelectorAll('[data-lazy-select]')).toHaveLength(0);
    expect([...host.querySelectorAll('[data-real]')].map((e) => e.getAttribute('data-real'))).toEqual(['a', 'b']);
    const last = (label: string) => seen.filter((s) => s.label === label).at(-1);
    expect(last('a')).toEqual({ label: 'a', autoFocus: true, defaultOpen: true });
    expect(last('b')).toEqual({ label: 'b', autoFocus: false, defaultOpen: false });
  });
});
