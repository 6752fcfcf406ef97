/** Typing helpers for the card form: digits only, grouped as the partner types. */

/** `1234567812345678` → `1234 5678 1234 5678` (16 digits at most). */
export const formatCardNumberInput = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `122030` → `12/2030`. */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
