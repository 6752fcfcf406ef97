import { ApiError } from './http/api-error';

/** First message per top-level field, from a schema's issues (zod's `error.issues`). */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Splits an API failure into messages for known form fields and one message for the form: a
 * validation error or a refusal about a field lands under that field, anything else above the form.
 */
export function formErrorsFrom(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  // A nested path (`service_regions.0.sido`) belongs to its top-level field.
  const onFields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0]!;
    if (fields.includes(field)) onFields[field] ??= message;
  }
  return Object.keys(onFields).length
    ? { fields: onFields, form: null }
    : { fields: {}, form: error.message };
}
