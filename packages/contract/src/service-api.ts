/** Service API group (no auth): legal texts. Spec §2 terms dialog; paths are ours (spec: not shown). */
import { z } from 'zod';
import { idParamSchema } from './ids.js';

export const termsDocumentSchema = z
  .object({
    /** What the agreement call takes as `subscription_no`. */
    document_no: z.number().int(),
    type: z.string(),
    version: z.number().int(),
    title: z.string(),
    /** `YYYY-MM-DD`. */
    effective_date: z.string(),
    body: z.string(),
    /** A version scheduled ahead that is not in force yet (its text can be read before its date). */
    upcoming: z.boolean(),
    /** What changed, for a version staff scheduled; null otherwise. */
    change_summary: z.string().nullable(),
    /** Every version of this type (scheduled ones too), to switch between them. */
    versions: z.array(
      z.object({ version: z.number().int(), effective_date: z.string(), upcoming: z.boolean() }),
    ),
  })
  .describe('One legal text in one version, with the list of its versions.');
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const termsDocumentParamsSchema = z.object({ type: z.string().regex(/^[a-z-]{1,40}$/) });
/** Omitted: the newest version. */
export const termsDocumentQuerySchema = z.object({ version: idParamSchema().optional() });

export const signUpTermsSchema = z
  .array(z.object({ type: z.string(), version: z.number().int(), title: z.string(), required: z.boolean() }))
  .describe('The legal texts offered at sign-up, required ones first.');
export type SignUpTerms = z.infer<typeof signUpTermsSchema>;
