/**
 * One error handler for every route: validation errors become 400 with field paths, refusals the
 * group's 200 envelope, and anything unexpected a Korean 500 without a stack trace (reported to the
 * error-reporting service when one is configured).
 */
import { ERROR_CODES, API_PREFIX } from '@partner-portal/contract/api-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { reportableError } from './logger.js';
import { AuthFailure, HttpProblem, Refusal } from './problems.js';

const VALIDATION_MESSAGE = '입력값을 확인해주세요.';

/** Told of every unexpected error answered with a 500 (never of 4xx); it must not throw. */
export type ServerErrorReporter = (error: unknown, request: FastifyRequest) => void;

export function registerErrorHandling(app: FastifyInstance, reportServerError?: ServerErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) return sendRefusal(request, reply, error);
    if (error instanceof AuthFailure) {
      return reply
        .code(401)
        .header('www-authenticate', `Bearer error="${error.error}"`)
        .send({ error: error.error, error_description: error.message });
    }
    if (error instanceof HttpProblem) return sendProblem(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? VALIDATION_MESSAGE,
      }));
      return sendProblem(reply, validationProblem(errors));
    }
    if (error instanceof ZodError) return sendProblem(reply, fromZodError(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, new HttpProblem(status, status * 100, clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    reportServerError?.(reportableError(error), request);
    return sendProblem(reply, new HttpProblem(500, ERROR_CODES.internal, MESSAGES.internalServerError));
  });
}

export function fromZodError(error: ZodError): HttpProblem {
  return validationProblem(
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function validationProblem(errors: { path: string; message: string }[]): HttpProblem {
  return new HttpProblem(400, ERROR_CODES.validation, errors[0]?.message ?? VALIDATION_MESSAGE, errors);
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`), answered in
 * the API's envelope instead of Fastify's own body, which echoes the path back.
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendProblem(reply, new HttpProblem(414, ERROR_CODES.uriTooLong, URI_TOO_LONG_MESSAGE));
    case 'FST_ERR_BAD_URL':
      return sendProblem(
        reply,
        new HttpProblem(400, ERROR_CODES.validation, '요청 주소가 올바르지 않습니다.'),
      );
    default:
      reply.log.error({ err: error }, 'router error');
      return sendProblem(reply, new HttpProblem(500, ERROR_CODES.internal, MESSAGES.internalServerError));
  }
}

export const URI_TOO_LONG_MESSAGE = '요청 주소가 너무 깁니다.';

function sendProblem(reply: FastifyReply, problem: HttpProblem) {
  if (problem.headers) reply.headers(problem.headers);
  return reply.code(problem.status).send({
    code: problem.code,
    message: problem.message,
    ...(problem.errors ? { errors: problem.errors } : {}),
  });
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const field = refusal.field ? { field: refusal.field } : {};
  if (request.url.startsWith(API_PREFIX.member)) {
    return reply.code(200).send({ code: refusal.code, message: refusal.message, context: null, ...field });
  }
  return reply
    .code(200)
    .send({ return_code: refusal.code, return_message: refusal.message, data: null, ...field });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '요청 크기가 너무 큽니다.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '지원하지 않는 요청 형식입니다.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '요청 본문을 해석할 수 없습니다.';
    default:
      return error.statusCode === 429
        ? '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'
        : VALIDATION_MESSAGE;
  }
}
