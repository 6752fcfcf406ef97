import type { IdentityWindow } from '@partner-portal/contract/identity-api';
import { IDENTITY_PATHS, type IdentityPurpose } from '@partner-portal/contract/identity-constants';
import { partnerApi } from '../../../lib/http/api-clients';

/** Opens a verification (a phone change sends the bearer token); the load page shows failures itself. */
export const requestIdentityWindow = (purpose: IdentityPurpose): Promise<IdentityWindow> =>
  partnerApi.post<IdentityWindow>(IDENTITY_PATHS.request, { body: { purpose }, showErrors: false });
