import { Select, type SelectProps } from 'antd';

/** antd Select plus a hidden input named like the gateway parameter it sets. */
export function NamedSelect({ name, ...props }: SelectProps<string> & { name: string }) {
  return (
    <>
      <Select<string> {...props} />
      <input type="hidden" name={name} value={props.value ?? ''} />
    </>
  );
}
