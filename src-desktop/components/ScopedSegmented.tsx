import { Segmented } from 'antd';
import type { Ref } from 'react';
import AntdScope from '../app/AntdScope';

export type SegmentedOption<V extends string | number> = { value: V; label: string };

/** antd's Segmented inside antd's provider, for LazySegmented (loaded when the reader comes near). */
export default function ScopedSegmented<V extends string | number>(props: { value: V; options: SegmentedOption<V>[]; onChange: (v: V) => void; 'aria-labelledby'?: string; segRef: Ref<HTMLDivElement> }) {
  const { segRef, ...rest } = props;
  return (
    <AntdScope>
      <Segmented<V> ref={segRef} {...rest} />
    </AntdScope>
  );
}
