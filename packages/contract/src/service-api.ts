/** Service API group (no auth): legal texts. Spec §2 terms dialog; paths are ours (spec: not shown). */
import { z } from 'zod';

export { SERVICE_PATHS } from './api-constants.js';

/** Type keys of the legal texts (`/terms/document/:type`). */
export const TERMS_TYPES = {
  serviceTerms: 'service-terms',
  signupTerms: 'signup-terms',
  privacyPolicy: 'privacy-policy',
  infoCollection: 'info-collection',
  /** Optional at sign-up; agreeing to it is the request's `agreement_marketing`. */
  marketingConsent: 'marketing-consent',
} as const;

export const termsDocumentSchema = z.object({
  /** What the agreement call takes as `subscription_no`. */
  document_no: z.number().int(),
  type: z.string(),
  version: z.number().int(),
  title: z.string(),
  effective_date: z.string(),
  body: z.string(),
  versions: z.array(z.object({ version: z.number().int(), effective_date: z.string() })),
});
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const signUpTermsSchema = z.array(
  z.object({ type: z.string(), version: z.number().int(), title: z.string(), required: z.boolean() }),
);
export type SignUpTerms = z.infer<typeof signUpTermsSchema>;
