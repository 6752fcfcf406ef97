/**
 * Which profile fields fill each item of the required-information checklist, without zod, and apart
 * from profile-checklist.ts: MyPage needs them, the shell (which reads the checklist) does not.
 */
import type { PartnerProfile } from './profile-api.js';
import type { ProfileSection } from './profile-checklist.js';

/**
 * The fields each checklist item counts, by their names in PartnerProfile: all filled is complete,
 * some is partial. The manager item counts one person named with a phone (its schema demands one),
 * rate-plan a plan held.
 */
export const REQUIRED_INFO_FIELDS = {
  biz: [
    'partner_name',
    'ceo_name',
    'biz_no',
    'phone_no',
    'business_type',
    'business_item',
    'road_address',
    'tax_bill_email',
    'logo',
  ],
  additional: ['founded_year', 'staff_count', 'warranty_months'],
  preference: ['construction_types', 'service_regions', 'budget_max'],
  calculate: ['bank_code', 'account_holder', 'account_number_masked'],
} as const satisfies { [S in Exclude<ProfileSection, 'manager'>]: readonly (keyof PartnerProfile[S])[] };

/** A checklist field counts once it holds something: 0 does, an empty text or list does not. */
export const isInfoFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
