/** The few HTML pages the server renders itself (the sandboxes' windows): escaping, and how the API document describes them. */
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import { z } from 'zod';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** An answer that is an HTML page, as the API document describes it. */
export const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** An answer that is a script, as the API document describes it. */
export const scriptAnswer = (description: string) => ({
  description,
  content: { 'text/javascript': { schema: z.string() } },
});

/**
 * A sandbox window's form POST, documented by its fields. A request that does not verify gets the
 * window's own error page (as the provider's window shows one), not our JSON 400, so the handler
 * reads `validationError` itself.
 */
export const windowForm = <B extends z.ZodType>(
  summary: string,
  body: B,
  pages: { page: string; errorPage: string },
) => ({
  attachValidation: true,
  schema: {
    summary,
    body,
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      200: htmlAnswer(pages.page),
      // The window's page for what it reads itself; the API's error for what every route refuses first
      // (a control character, a body that does not parse).
      400: {
        description: pages.errorPage,
        content: { 'text/html': { schema: z.string() }, 'application/json': { schema: httpErrorSchema } },
      },
    },
  },
});
