/**
 * NUL and the other control characters have no place in any text the portal takes (PostgreSQL cannot
 * even store NUL): a request carrying one in its path, query or body is refused with a 400 naming the
 * field, before any validation or handler runs. Multipart fields are checked as they are read.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { controlCharacterPath } from '@partner-portal/contract/input-filters';
import { VALIDATION_MESSAGES } from '@partner-portal/contract/validation';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problems.js';

export function controlCharacterProblem(path: string): HttpProblem {
  const message = VALIDATION_MESSAGES.controlCharacter;
  return new HttpProblem(400, ERROR_CODES.validation, message, [{ path, message }]);
}

/** Throws the 400 when any text in `value` holds a control character; `name` names a bare string. */
export function refuseControlCharacters(value: unknown, name: string): void {
  const path = controlCharacterPath(value);
  if (path !== undefined) throw controlCharacterProblem(path || name);
}

export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, 'params');
    refuseControlCharacters(request.query, 'query');
    refuseControlCharacters(request.body, 'body');
  });
}
