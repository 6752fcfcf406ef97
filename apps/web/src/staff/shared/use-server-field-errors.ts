import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { ApiError } from '../../lib/http/api-error';

/**
 * The server's refusals of an editor's fields, under those fields, with the keyboard on the first
 * (as every form of both apps does). A nested path (`buttons.0.url`) belongs to its top-level field;
 * `fieldOf` names the form's field where it differs from the API's (a date range for two dates).
 */
export function useServerFieldErrors<Values>(
  form: FormInstance<Values>,
  fieldOf: Readonly<Record<string, keyof Values>> = {},
) {
  const { formRef, revealFirstInvalid } = useFirstInvalidField();
  const showServerErrors = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      form.setFields(
        Object.entries(error.fieldErrors).map(([path, message]) => {
          const field = path.split('.')[0]!;
          return { name: fieldOf[field] ?? (field as keyof Values), errors: [message] } as never;
        }),
      );
      revealFirstInvalid();
    },
    [form, fieldOf, revealFirstInvalid],
  );
  return { formRef, showServerErrors };
}
