import {
  CONTENT_SERVICE_PATHS,
  EMERGENCY_QUERY,
  type EmergencyNotice,
} from '@partner-portal/contract/content-constants';
import { serviceApi } from '../../../lib/http/api-clients';

export type { EmergencyNotice };

/** The emergency notice shown now for the web (spec §7: osType=web, serviceType=2), or null. */
export const getEmergencyNotice = (signal?: AbortSignal): Promise<EmergencyNotice | null> =>
  serviceApi.get<EmergencyNotice | null>(CONTENT_SERVICE_PATHS.emergency, {
    query: { ...EMERGENCY_QUERY },
    signal,
    showErrors: false,
  });
