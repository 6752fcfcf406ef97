/** Response envelopes of the four API groups (ARCHITECTURE.md, "API groups and envelopes"). */
import { z } from 'zod';

/**
 * Member group: `{code, message, context}`. Success is code 0 with the context; a business refusal
 * answers 200 with a nonzero code (RETURN_CODES), its message, context null and maybe the field.
 */
export const memberEnvelope = <T extends z.ZodType>(context: T) =>
  z
    .object({
      /** 0 on success; otherwise a refusal code of RETURN_CODES. */
      code: z.number().int(),
      message: z.string(),
      /** The answer on success; null on a refusal. */
      context: context.nullable(),
      /** On a refusal: the request field it is about. */
      field: z.string().optional(),
    })
    .describe('Member group envelope: code 0 with the context, or a refusal (nonzero code, context null).');

/** Partner, service and plan groups: `{return_code, return_message, data}`; a refusal has return_code ≠ 0. */
export const returnEnvelope = <T extends z.ZodType>(data: T) =>
  z
    .object({
      /** 0 on success; otherwise a refusal code of RETURN_CODES. */
      return_code: z.number().int(),
      return_message: z.string(),
      /** The answer on success (null when a call answers nothing); null on a refusal. */
      data: data.nullable(),
      /** On a refusal: the request field it is about, so a form can show it in place. */
      field: z.string().optional(),
    })
    .describe(
      'Partner, service and plan group envelope: return_code 0 with the data, or a refusal (nonzero return_code).',
    );

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
  /** Null on a refusal. */
  context: T | null;
  /** On a refusal: the request field it is about. */
  field?: string;
}

/** Body of an HTTP error other than an authentication failure. */
export const httpErrorSchema = z
  .object({
    /** One of ERROR_CODES (another client error: its HTTP status × 100). */
    code: z.number().int(),
    message: z.string(),
    /** On a validation error (400): each request field at fault, with its message. */
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe(
    'HTTP error other than a bearer 401: a numeric code, a Korean message and, on a 400, the fields at fault.',
  );
export type HttpError = z.infer<typeof httpErrorSchema>;

/** Body of a 401 from a bearer-protected route. */
export const authErrorSchema = z
  .object({
    error: z.enum(['invalid_token', 'unauthorized']),
    error_description: z.string(),
  })
  .describe('401 of a bearer-protected route: the access token is missing, invalid or expired.');
export type AuthError = z.infer<typeof authErrorSchema>;
