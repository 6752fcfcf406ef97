/**
 * The legal texts by key, without zod: the terms dialog of the payment screens reads them without
 * loading the schema library; service-api.ts re-exports them under their old names.
 */

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

/** The partner API's refusal of a write while required terms are outstanding (RETURN_CODES.termsOutstanding). */
export const TERMS_OUTSTANDING_MESSAGE = '개정된 필수 약관에 동의하신 뒤 이용하실 수 있습니다.';

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
