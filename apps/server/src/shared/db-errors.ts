const sqlStateOf = (error: unknown, wanted: string): { code?: string; constraint?: string } | undefined => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === wanted) return candidate;
  }
  return undefined;
};

/** Recognises a unique-constraint violation from node-postgres or PGlite (possibly wrapped by Drizzle). */
export function uniqueViolation(error: unknown): string | undefined {
  const violation = sqlStateOf(error, '23505');
  return violation && (violation.constraint ?? '');
}

/** PostgreSQL broke a deadlock by failing this statement: running it again succeeds. */
export const isDeadlock = (error: unknown): boolean => sqlStateOf(error, '40P01') !== undefined;
