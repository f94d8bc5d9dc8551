import { Select, type SelectProps } from 'antd';

/**
 * antd Select plus a hidden input carrying the parameter name, so the form's fields all have
 * `name` attributes equal to the gateway's parameter names (autofill, tests, assistive tech).
 * Without a `name` (a filter with no parameter of its own) it is antd's Select alone.
 */
export function NamedSelect({ name, ...props }: SelectProps<string> & { name?: string }) {
  return (
    <>
      <Select<string> {...props} />
      {name !== undefined && <input type="hidden" name={name} value={props.value ?? ''} />}
    </>
  );
}
