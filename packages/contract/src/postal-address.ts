/**
 * A Korean postal address in the parts the postcode search answers: 우편번호 (5-digit zone code),
 * 도로명 주소, 지번 주소, and the 상세 주소 the partner types. Shared by every form that asks an address
 * and by every screen that shows one.
 */
import { z } from 'zod';
import { optionalText, requiredText } from './validation.js';

export const POSTCODE_PATTERN = /^\d{5}$/;

export const POSTAL_ADDRESS_MESSAGES = {
  postcode: '우편번호 5자리를 입력해주세요.',
} as const;

/** The form fields of an address; the road address is required, the rest optional. */
export const postalAddressFields = {
  /** Empty or missing when the partner typed the address without knowing it. */
  postcode: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || POSTCODE_PATTERN.test(value), POSTAL_ADDRESS_MESSAGES.postcode),
  road_address: requiredText('도로명 주소', 100),
  jibun_address: optionalText(100, '지번 주소'),
  address_detail: optionalText(100, '상세 주소'),
};

/** The parts as answered, and `address`: the one-line display form (formatAddress) for readers of one string. */
export const postalAddressViewFields = {
  postcode: z.string().nullable(),
  road_address: z.string().nullable(),
  jibun_address: z.string().nullable(),
  address_detail: z.string().nullable(),
  /** "(06236) 서울특별시 강남구 테헤란로 212 한결빌딩 3층"; null without a road address. */
  address: z.string().nullable(),
};

export interface PostalAddress {
  postcode: string | null;
  road_address: string | null;
  jibun_address: string | null;
  address_detail: string | null;
}

/** "(우편번호) 도로명 상세" on one line, the parts missing left out; null without a road address. */
export function formatAddress({
  postcode,
  road_address,
  address_detail,
}: Omit<PostalAddress, 'jibun_address'>): string | null {
  if (!road_address) return null;
  return [postcode ? `(${postcode})` : null, road_address, address_detail].filter(Boolean).join(' ');
}

/** The answered view of stored parts. */
export const postalAddressView = (parts: PostalAddress) => ({ ...parts, address: formatAddress(parts) });
