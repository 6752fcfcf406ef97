/**
 * NativeSelect as the control of an antd Form.Item, as wide as the item: the item gives it its
 * value, onChange, id and aria attributes, and its message (an error, the checklist's warning) the
 * border's colour. antd's Select, its virtual list and rc-select were 18 kB of MyPage's JS (issue #14).
 */
import { Form } from 'antd';
import { NativeSelect, type NativeSelectProps } from './native-select';

interface Props<T extends string> extends Omit<
  NativeSelectProps<T>,
  'label' | 'value' | 'onChange' | 'status' | 'className'
> {
  value?: T | null;
  onChange?: (value: T) => void;
}

export function FormSelect<T extends string>({ value = null, onChange, ...rest }: Props<T>) {
  const { status } = Form.Item.useStatus();
  return (
    <NativeSelect
      {...rest}
      className="form-select"
      value={value}
      onChange={(next) => onChange?.(next)}
      status={status === 'error' || status === 'warning' ? status : undefined}
    />
  );
}
