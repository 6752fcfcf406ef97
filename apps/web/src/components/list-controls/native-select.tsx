/**
 * The browser's own select, drawn like antd's: for a list's filters and page size, where a short
 * fixed list needs nothing more (a phone shows its own picker). antd's Select, with its virtual list
 * and motion, is 20 kB of a list page's JS (issue #14).
 */
import './list-controls.css';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  /** For a visible `<label htmlFor>` beside it. */
  id?: string;
}

export function NativeSelect<T extends string>({ label, value, options, onChange, className, id }: Props<T>) {
  return (
    <select
      id={id}
      aria-label={label}
      className={className ? `native-select ${className}` : 'native-select'}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
