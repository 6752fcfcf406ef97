/**
 * The browser's own select, drawn like antd's: for a list's filters and page size, where a short
 * fixed list needs nothing more (a phone shows its own picker). antd's Select, with its virtual list
 * and motion, is 20 kB of a list page's JS (issue #14). A form's field takes it through FormSelect.
 */
import './list-controls.css';

export interface NativeSelectProps<T extends string> {
  /** Its name, unless a `<label htmlFor>` names it. */
  label?: string;
  /** `null`: nothing chosen yet, the placeholder shows. */
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Shown while nothing is chosen; not itself a choice (a chosen value cannot be emptied again). */
  placeholder?: string;
  /** The border of a field whose message shows under it, as antd's `status`. */
  status?: 'error' | 'warning';
  disabled?: boolean;
  className?: string;
  /** For a visible `<label htmlFor>` beside it. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  status,
  className,
  ...rest
}: NativeSelectProps<T>) {
  const classes = [
    'native-select',
    value === null && 'native-select--empty',
    status && `native-select--${status}`,
    className,
  ].filter(Boolean);
  return (
    <select
      {...rest}
      aria-label={label}
      className={classes.join(' ')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
