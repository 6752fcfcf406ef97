/** What every API call rejects with, so screens can tell a refusal from a network failure. */
import { MESSAGES } from '@partner-portal/contract/messages';

export type ApiErrorKind =
  /** 200 with a non-zero code: a business refusal with a Korean message. */
  | 'refusal'
  /** 4xx/5xx with `{code, message, errors?}`. */
  | 'http'
  /** 401 invalid_token/unauthorized, or the session could not be renewed. */
  | 'unauthorized'
  | 'no-content'
  | 'network'
  | 'timeout';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The refusal code or the HTTP error body's code, when there is one. */
    readonly code: number | null,
    message: string,
    /** Messages by request field (validation errors, refusals about one field). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a screen says about a failed call: the server's Korean message (a refusal, a timeout, a lost
 * connection all arrive as one), or `fallback` for anything else, which has no text fit to show.
 */
export const failureText = (error: unknown, fallback: string = MESSAGES.unknownError): string =>
  error instanceof ApiError ? error.message : fallback;
