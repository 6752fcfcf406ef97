import { ApiError } from '../../lib/http/api-error';

/** The server's Korean refusal, or a general one when the call failed otherwise. */
export const failureText = (error: unknown, fallback = '요청을 처리하지 못했습니다.') =>
  error instanceof ApiError ? error.message : fallback;
