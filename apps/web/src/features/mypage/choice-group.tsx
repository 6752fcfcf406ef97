/**
 * A Form.Item's list of checkboxes as a named group. Form.Item marks its control aria-required when
 * the item is required, which a group may not carry (axe: aria-allowed-attr); the label's asterisk
 * and the schema's message on saving say it instead.
 */
import { Checkbox, type GetProps } from 'antd';

type CheckboxGroupProps = GetProps<typeof Checkbox.Group<string>>;

interface Props extends CheckboxGroupProps {
  label: string;
  /** Short labels: two columns even on a phone. */
  short?: boolean;
}

export function ChoiceGroup({ label, short = false, ...props }: Props) {
  return (
    <Checkbox.Group
      {...props}
      aria-required={undefined}
      role="group"
      aria-label={label}
      className={`section-form__choices${short ? ' section-form__choices--short' : ''}`}
    />
  );
}
