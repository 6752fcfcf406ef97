/**
 * Zod's own messages (a required field missing, a wrong type: what no schema words itself) in
 * Korean, so every 400 speaks the portal's language; the schemas' own Korean messages come first.
 */
import { z } from 'zod';
import { ko } from 'zod/locales';

/** Global to the process's zod (idempotent). */
export function useKoreanValidationMessages(): void {
  z.config(ko());
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined ? '필수 입력 항목입니다.' : '입력 형식이 올바르지 않습니다.';
    },
  });
}
