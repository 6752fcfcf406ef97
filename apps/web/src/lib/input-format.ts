/** Formatting as the user types (spec §5: digits only; phone shown 3-x-4, business number 3-2-5). */
import { digitsOnly } from '@partner-portal/contract/input-filters';

/** 01012345678 → 010-1234-5678, 0161234567 → 016-123-4567, partial input grows the same way. */
export function formatPhoneInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 11);
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

/** 2208162517 → 220-81-62517, partial input grows the same way. */
export function formatBusinessNumberInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
