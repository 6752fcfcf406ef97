/** Response envelopes of the four API groups (ARCHITECTURE.md, "API groups and envelopes"). */
import { z } from 'zod';

export const API_PREFIX = {
  member: '/member-api',
  partner: '/partner-api',
  service: '/service-api',
  plan: '/plan-api',
} as const;
export type ApiGroup = keyof typeof API_PREFIX;

/** Member group: `{code, message, context}`. */
export const memberEnvelope = <T extends z.ZodType>(context: T) =>
  z.object({ code: z.literal(0), message: z.string(), context });

/** Partner, service and plan groups: `{return_code, return_message, data}`; a refusal has return_code ≠ 0. */
export const returnEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ return_code: z.number().int(), return_message: z.string(), data: data.nullable() });

export interface ReturnEnvelope<T> {
  return_code: number;
  return_message: string;
  data: T | null;
}
export interface MemberEnvelope<T> {
  code: number;
  message: string;
  context: T;
}

/** Body of an HTTP error other than an authentication failure. */
export const httpErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type HttpError = z.infer<typeof httpErrorSchema>;

/** Body of a 401 from a bearer-protected route. */
export const authErrorSchema = z.object({
  error: z.enum(['invalid_token', 'unauthorized']),
  error_description: z.string(),
});
export type AuthError = z.infer<typeof authErrorSchema>;

/** Numeric codes of our HTTP errors (`code` of httpErrorSchema). None of them is a silent code of §8. */
export const ERROR_CODES = {
  validation: 40000,
  badCredentials: 40101,
  /** Refresh call without a refresh token: the client logs out with error=404 (spec §4). */
  refreshTokenMissing: 40110,
  /** Refresh token unknown, expired, revoked or reused: the client logs out with error=401. */
  refreshTokenInvalid: 40111,
  accountLocked: 42901,
  tooManyRequests: 42902,
  notFound: 40400,
  forbiddenOrigin: 40300,
  conflict: 40900,
  internal: 50000,
} as const;

/** Business refusal codes: `return_code` of the partner group, `code` of the member group. Below 4000 the client shows them. */
export const RETURN_CODES = {
  ok: 0,
  duplicateMemberId: 1001,
  duplicateBusinessNumber: 1002,
  invalidReferrer: 1003,
  termsNotAgreed: 1004,
  wrongCurrentPassword: 1101,
  samePassword: 1102,
  notFound: 1404,
  /** No manager assigned yet: silent (≥ 4000), the screen shows its own placeholder. */
  noManager: 4404,
} as const;
