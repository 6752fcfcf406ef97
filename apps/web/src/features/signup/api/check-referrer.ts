import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { ReferrerCheck } from '@partner-portal/contract/partner-api';
import { partnerApi } from '../../../lib/http/api-clients';
import { fillPath } from '../../../lib/http/create-api-client';

/**
 * Whether a referral link's code names a partner: `false` for a code that cannot be one or that the
 * server does not know; `true` also when the check itself failed, since the sign-up checks it again.
 */
export async function isKnownReferrer(hunter: string): Promise<boolean> {
  if (!/^[1-9]\d{0,9}$/.test(hunter)) return false;
  try {
    const check = await partnerApi.get<ReferrerCheck>(
      fillPath(PARTNER_PATHS.referrer, { hunterNo: hunter }),
      {
        showErrors: false,
      },
    );
    return check.valid;
  } catch {
    return true;
  }
}
