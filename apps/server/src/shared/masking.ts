/**
 * How a phone number or an e-mail address may appear where people other than its owner read it: the
 * notification delivery log, provider answers kept in it, and logs (which carry neither, masked or not,
 * when they can avoid it).
 */
import { digitsOnly } from '@partner-portal/contract/input-filters';

/** 010-****-5678 (010-***-5678 for a 10-digit number); anything else keeps only its last four digits. */
export function maskPhone(phone: string): string {
  const digits = digitsOnly(phone);
  const parts = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  if (parts) return `${parts[1]}-${'*'.repeat(parts[2]!.length)}-${parts[3]}`;
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** h***@example.com: the first character of the mailbox, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

// A Korean phone number written any usual way (01012345678, 010-1234-5678, 02 123 4567, +82 10-…).
const PHONE_IN_TEXT = /(?<!\d)(?:\+82[-\s]?|0)\d{1,2}[-\s]?\d{3,4}[-\s]?\d{4}(?!\d)/g;
const EMAIL_IN_TEXT = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+\.[^\s<>"'(),;:@[\]]+/g;

/**
 * Free text from elsewhere (an SMTP server's or a messaging provider's answer) with every phone number
 * and e-mail address in it masked, so it can go to the delivery log or an error message.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (address) => maskEmail(address))
    .replace(PHONE_IN_TEXT, (number) => maskPhone(number.replace(/^\+82/, '0')));
}
