/**
 * A number typed as text: antd's plain field with the keypad of a phone (`inputMode`), digits
 * grouped while it is not being edited, the value kept within `min`…`max` when it is left, and
 * ArrowUp/ArrowDown adding or taking a `step` as antd's did.
 * antd's InputNumber, with its step buttons and decimal library, was 6 kB of JS (issue #14). Works
 * as a child of antd's Form.Item (value, onChange, id and status come from it).
 */
import { useState, type ReactNode } from 'react';
import { groupDigits } from '@partner-portal/contract/money';
import { TextInput } from './text-input';

interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Digits after the point (0: whole numbers). */
  precision?: number;
  /** Shows 1,000,000 rather than 1000000 when the field is not being edited. */
  grouped?: boolean;
  /** What ArrowUp adds and ArrowDown takes away (from 0 when empty). */
  step?: number;
  suffix?: ReactNode;
  id?: string;
  className?: string;
  placeholder?: string;
  status?: 'error' | 'warning' | '';
  'aria-label'?: string;
}

/** What was typed as a number: null when empty, digits and (with a precision) one point kept. */
export function parseTyped(text: string, precision: number): number | null {
  let kept = text.replace(precision > 0 ? /[^\d.]/g : /\D/g, '');
  const point = kept.indexOf('.');
  if (point >= 0) {
    kept = `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
    kept = kept.slice(0, point + 1 + precision);
  }
  if (kept === '' || kept === '.') return null;
  return Number(kept);
}

export function NumberInput({
  value = null,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  precision = 0,
  grouped = false,
  step = 1,
  ...rest
}: Props) {
  // While the field is edited, the text as typed ("12." stays, not 12); otherwise the value drawn.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = value === null ? '' : grouped ? groupDigits(value) : String(value);
  const factor = 10 ** precision;
  const kept = (number: number) => Math.min(max, Math.max(min, Math.round(number * factor) / factor));
  return (
    <TextInput
      {...rest}
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={typing ?? shown}
      onFocus={() => setTyping(value === null ? '' : String(value))}
      onChange={(event) => {
        const text = event.target.value;
        setTyping(text.replace(precision > 0 ? /[^\d.]/g : /\D/g, ''));
        onChange?.(parseTyped(text, precision));
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = kept((value ?? 0) + (event.key === 'ArrowUp' ? step : -step));
        setTyping(String(next));
        onChange?.(next);
      }}
      onBlur={() => {
        setTyping(null);
        if (value === null) return;
        if (kept(value) !== value) onChange?.(kept(value));
      }}
    />
  );
}
