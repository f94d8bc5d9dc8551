import { Form } from './Form';
import { makeLazySelect, type LazySelectProps } from './LazySelectBase';

export { lazySelectStyles } from './LazySelectBase';

const FormSelect = makeLazySelect(() => import('./NamedSelect').then((m) => m.NamedSelect));

/**
 * A form's Select (NamedSelect: antd Select plus the parameter's hidden input) that costs nothing
 * on first paint: a stand-in drawn like it until the user comes near (LazySelectBase.tsx). The
 * stand-in shows the form item's error state as the Select would.
 */
export function LazySelect(props: LazySelectProps & { name: string }) {
  const status = Form.Item.useStatus().status;
  return <FormSelect {...props} invalid={status === 'error'} />;
}
