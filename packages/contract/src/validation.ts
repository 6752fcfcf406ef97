/** Validation rules and input filters of spec §5, shared by the SPA's forms and the server's schemas. */
import { withParticle } from './korean-particles.js';
import { z } from 'zod';
import { MEMBER_ID_LENGTH, PASSWORD_LENGTH } from './constants.js';
import { digitsOnly, stripEmoji } from './input-filters.js';
import { isCalendarDay } from './seoul-time.js';

export const MEMBER_ID_PATTERN = /^[a-z0-9_-]{2,16}$/;
export const PASSWORD_SPECIALS = '!@#$%^&+=*()`~-';
const PASSWORD_PATTERN =
  /^(?=.*\d)(?=.*[A-Za-z])(?=.*[!@#$%^&+=*()`~-])[^\s\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]{10,16}$/;
const URL_PATTERN =
  /^(https?|ftp):\/\/(((\d{1,3}\.){3}\d{1,3})|([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)|localhost)(:\d{1,5})?(\/[^\s]*)?$/;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
const MOBILE_PATTERN = /^(01[016789])(\d{3,4})(\d{4})$/;
const BIZ_NO_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const isValidMemberId = (value: string): boolean => MEMBER_ID_PATTERN.test(value);
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value) && ipv4PartsInRange(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidMobilePhone = (value: string): boolean => MOBILE_PATTERN.test(value.replace(/-/g, ''));

function ipv4PartsInRange(url: string): boolean {
  const host = /^[a-z]+:\/\/([^/:]+)/i.exec(url)?.[1] ?? '';
  if (!/^(\d{1,3}\.){3}\d{1,3}$/.test(host)) return true;
  return host.split('.').every((part) => Number(part) <= 255);
}

/** 01012345678 or 010-1234-5678 → 010-1234-5678 (spec §5: displayed as 3-x-4). */
export function formatMobilePhone(value: string): string {
  const digits = digitsOnly(value);
  const match = MOBILE_PATTERN.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/** Korean business registration number checksum (spec §5). Hyphens are ignored. */
export function isValidBusinessNumber(value: string): boolean {
  const digits = value.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = BIZ_NO_WEIGHTS.reduce((acc, weight, i) => acc + d[i]! * weight, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 2208162517 → 220-81-62517 */
export function formatBusinessNumber(value: string): string {
  const digits = digitsOnly(value);
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

export const VALIDATION_MESSAGES = {
  memberId: `아이디는 영문 소문자, 숫자, 특수문자(_ -)로 ${MEMBER_ID_LENGTH.min}~${MEMBER_ID_LENGTH.max}자여야 합니다.`,
  password: `비밀번호는 영문, 숫자, 특수문자(${PASSWORD_SPECIALS})를 각각 1자 이상 포함하여 ${PASSWORD_LENGTH.min}~${PASSWORD_LENGTH.max}자로 입력해주세요.`,
  passwordConfirm: '비밀번호가 일치하지 않습니다.',
  url: 'http, https 또는 ftp로 시작하는 올바른 주소를 입력해주세요.',
  email: '올바른 이메일 주소를 입력해주세요.',
  mobilePhone: '휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)',
  businessNumber: '유효하지 않은 사업자등록번호입니다.',
  required: (label: string) => `${withParticle(label, '을/를')} 입력해주세요.`,
  maxLength: (label: string, max: number) => `${withParticle(label, '은/는')} ${max}자 이하로 입력해주세요.`,
  controlCharacter: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.',
} as const;

export const memberIdSchema = z.string().trim().regex(MEMBER_ID_PATTERN, VALIDATION_MESSAGES.memberId);
export const passwordSchema = z.string().refine(isValidPassword, VALIDATION_MESSAGES.password).meta({
  minLength: PASSWORD_LENGTH.min,
  maxLength: PASSWORD_LENGTH.max,
  pattern: PASSWORD_PATTERN.source,
  description: VALIDATION_MESSAGES.password,
});
export const urlSchema = z.string().trim().refine(isValidUrl, VALIDATION_MESSAGES.url);
export const emailSchema = z.string().trim().max(100).refine(isValidEmail, VALIDATION_MESSAGES.email);
export const mobilePhoneSchema = z
  .string()
  .trim()
  .refine(isValidMobilePhone, VALIDATION_MESSAGES.mobilePhone)
  .transform(formatMobilePhone);
export const businessNumberSchema = z
  .string()
  .trim()
  .refine(isValidBusinessNumber, VALIDATION_MESSAGES.businessNumber)
  .transform(formatBusinessNumber);

/** A required, trimmed, emoji-free text of at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: VALIDATION_MESSAGES.required(label) })
    .transform((value) => stripEmoji(value).trim())
    .pipe(
      z
        .string()
        .min(1, VALIDATION_MESSAGES.required(label))
        .max(max, VALIDATION_MESSAGES.maxLength(label, max)),
    );
}

/** Optional text: trimmed, emoji-free, empty → null. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .max(max * 2)
    .optional()
    .transform((value) => (value === undefined ? undefined : stripEmoji(value).trim() || null))
    .pipe(z.string().max(max, VALIDATION_MESSAGES.maxLength(label, max)).nullable().optional());
}

/** A district as the server answers it (`{sido, sigungu}`); requests check theirs against REGIONS. */
export const regionViewSchema = z.object({
  /** 시/도 name, e.g. '서울특별시'. */
  sido: z.string(),
  /** 시/군/구 name. */
  sigungu: z.string(),
});

/** A `YYYY-MM-DD` day that exists on the calendar (`2024-99-99` and `2023-02-29` do not). */
export const calendarDaySchema = (message = '날짜를 확인해주세요.') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, message)
    .meta({ format: 'date' });
