/**
 * A Form.Item's list of checkboxes as a named group: the browser's own checkboxes drawn like antd's
 * (antd's Checkbox.Group was 2 kB of MyPage's JS, issue #14). Form.Item marks its control
 * aria-required when the item is required, which a group may not carry (axe: aria-allowed-attr); the
 * label's asterisk and the schema's message on saving say it instead.
 */

interface Props {
  label: string;
  options: readonly string[];
  /** Short labels: two columns even on a phone. */
  short?: boolean;
  /** From Form.Item: */
  id?: string;
  value?: readonly string[];
  onChange?: (value: string[]) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export function ChoiceGroup({
  label,
  options,
  short = false,
  id,
  value = [],
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: Props) {
  // Kept in the options' order, whatever order they were ticked in (as antd's group did).
  const toggle = (option: string, checked: boolean) =>
    onChange?.(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={`section-form__choices${short ? ' section-form__choices--short' : ''}`}
    >
      {options.map((option) => (
        <label key={option} className="section-form__choice">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}
