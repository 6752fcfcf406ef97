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

/** Service group (no auth): the versions scheduled to take effect, for the portal's banner. */
export const TERMS_SERVICE_PATHS = { upcoming: '/terms/upcoming' } as const;

/** Staff group (`/staff-api`), content and admin roles: scheduling a new version ahead. */
export const STAFF_TERMS_PATHS = {
  list: '/terms',
  /** A scheduled version that has not taken effect is called off. */
  cancel: '/terms/:id/cancel',
} as const;

/** Days a new version is announced before it takes effect (spec §4: 7 days ahead). */
export const TERMS_NOTICE_DAYS = 7;
/** Days ahead for a change against the partner in the paid terms (spec §9: 30 days). */
export const DISADVANTAGEOUS_NOTICE_DAYS = 30;

/** The paid-service terms: a change against the partner in them is announced 30 days ahead. */
export const PAID_TERMS_TYPES: readonly string[] = [
  TERMS_TYPES.serviceTerms,
  TERMS_TYPES.recurringPaymentTerms,
  TERMS_TYPES.paymentAgentTerms,
];

/** The portal page that shows each type's text, where there is one (`?version=` picks a version). */
export const TERMS_PAGE_PATHS: Partial<Record<string, string>> = {
  [TERMS_TYPES.privacyPolicy]: '/terms/privacy',
  [TERMS_TYPES.serviceTerms]: '/terms/service',
};

/** How far ahead a version of `type` must be scheduled. */
export const noticeDaysFor = (type: string, disadvantageous: boolean): number =>
  disadvantageous && PAID_TERMS_TYPES.includes(type) ? DISADVANTAGEOUS_NOTICE_DAYS : TERMS_NOTICE_DAYS;
