/** Response envelopes of the four API groups (ARCHITECTURE.md, "API groups and envelopes"). */
import { z } from 'zod';

export { API_PREFIX, ERROR_CODES, RETURN_CODES, type ApiGroup } from './api-constants.js';

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
  /** On a refusal: the request field it is about, so a form can show it in place. */
  field?: string;
}
export interface MemberEnvelope<T> {
  code: number;
  message: string;
  context: T;
  /** On a refusal: the request field it is about. */
  field?: string;
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
