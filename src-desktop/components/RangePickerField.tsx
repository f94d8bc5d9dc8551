import { DatePicker } from 'antd';
import type { ComponentProps } from 'react';

/** antd's RangePicker as a module of its own, so LazyRangePicker can load it when first used. */
export default function RangePickerField(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return <DatePicker.RangePicker {...props} />;
}
