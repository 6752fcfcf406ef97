/** One filter of a desk's list: typing narrows the options; cleared means every value. */
import { Select } from 'antd';

export function FilterSelect(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string | undefined): void;
  options: { value: string; label: string }[];
  width?: number;
}) {
  return (
    <Select
      aria-label={props.label}
      placeholder={props.placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: props.width ?? 160 }}
      value={props.value || undefined}
      onChange={(value?: string) => props.onChange(value)}
      options={props.options}
    />
  );
}
