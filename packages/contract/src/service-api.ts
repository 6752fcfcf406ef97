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
  pgElectronicFinance: 'pg-electronic-finance',
  paymentPrivacy: 'payment-privacy',
  paymentThirdParty: 'payment-third-party',
  recurringPaymentTerms: 'recurring-payment-terms',
  purchasePrivacy: 'purchase-privacy',
  paymentAgentTerms: 'payment-agent-terms',
} as const;

/** One legal text: a type, and a version when not the newest. */
export interface TermsRef {
  type: string;
  version?: number;
}

/** The documents the terms dialog opens by key (spec §2 "Terms dialog"). */
export const TERMS_DIALOG = {
  informationCollectionNotice: { type: TERMS_TYPES.infoCollection },
  partnerServiceTerms: { type: TERMS_TYPES.serviceTerms },
  paymentProviderElectronicFinanceTerms: { type: TERMS_TYPES.pgElectronicFinance },
  paymentPrivacy: { type: TERMS_TYPES.paymentPrivacy },
  paymentThirdPartyProvision: { type: TERMS_TYPES.paymentThirdParty },
  recurringPaymentTerms: { type: TERMS_TYPES.recurringPaymentTerms },
  purchasePrivacy: { type: TERMS_TYPES.purchasePrivacy },
  paymentAgentTerms: { type: TERMS_TYPES.paymentAgentTerms },
  privacyPolicyV2: { type: TERMS_TYPES.privacyPolicy, version: 2 },
  privacyPolicyV3: { type: TERMS_TYPES.privacyPolicy, version: 3 },
  privacyPolicyV4: { type: TERMS_TYPES.privacyPolicy, version: 4 },
} as const satisfies Record<string, TermsRef>;
export type TermsDialogKey = keyof typeof TERMS_DIALOG;

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
    /** Every version of this type, to switch between them. */
    versions: z.array(z.object({ version: z.number().int(), effective_date: z.string() })),
  })
  .describe('One legal text in one version, with the list of its versions.');
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const termsDocumentParamsSchema = z.object({ type: z.string().regex(/^[a-z-]{1,40}$/) });
/** Omitted: the newest version. */
export const termsDocumentQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });

export const signUpTermsSchema = z
  .array(z.object({ type: z.string(), version: z.number().int(), title: z.string(), required: z.boolean() }))
  .describe('The legal texts offered at sign-up, required ones first.');
export type SignUpTerms = z.infer<typeof signUpTermsSchema>;
