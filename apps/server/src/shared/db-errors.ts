/** Recognises a unique-constraint violation from node-postgres or PGlite (possibly wrapped by Drizzle). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? '';
  }
  return undefined;
}
