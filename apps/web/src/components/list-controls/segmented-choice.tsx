/**
 * One of a few choices side by side, drawn like antd's button-style Radio.Group: the browser's own
 * radio buttons (arrow keys move between them) under labels that look like buttons. antd's group
 * brought its form hooks with it, 14 kB of the history page's JS (issue #14).
 */
import { useId } from 'react';
import './list-controls.css';

interface Props<T extends string> {
  id?: string;
  /** The id of the element that names the group. */
  labelledBy: string;
  /** `null` when none of the choices describes the current state (a custom period, say). */
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function SegmentedChoice<T extends string>({ id, labelledBy, value, options, onChange }: Props<T>) {
  const name = useId();
  return (
    <div id={id} role="radiogroup" aria-labelledby={labelledBy} className="segmented-choice">
      {options.map((option) => (
        <label key={option.value} className="segmented-choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
