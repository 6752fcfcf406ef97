/** Errors a route throws; the error handler (errors.ts) turns each into the group's response shape. */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';

/** A business refusal: `200` with a non-zero code and a Korean message, shaped per API group. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The request field the refusal is about, so a form can show it in place. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** An HTTP error answered as `{code, message, errors?}`. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A bearer-token failure answered as `401 {error, error_description}`. */
export class AuthFailure extends Error {
  constructor(
    readonly error: 'invalid_token' | 'unauthorized',
    description: string,
  ) {
    super(description);
  }
}

export const notFound = () => new HttpProblem(404, ERROR_CODES.notFound, '요청하신 정보를 찾을 수 없습니다.');
