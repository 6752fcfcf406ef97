/**
 * Record numbers (member, partner, order, case, event, …) are PostgreSQL `integer`/`serial` columns:
 * every id the API takes is declared and checked in their range, so no input reaches the database's
 * "out of range" error (a 500), and a generated client knows the range.
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`: ids, and the amounts those columns hold. */
export const PG_INTEGER_MAX = 2_147_483_647;
export const MAX_ID = PG_INTEGER_MAX;
export const ID_MESSAGE = '번호가 올바르지 않습니다.';

/** An id in a JSON body. */
export const idSchema = (message: string = ID_MESSAGE) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An id in a path or query string: text read as a number. */
export const idParamSchema = (message: string = ID_MESSAGE) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
