import { CONTENT_PARTNER_PATHS, contentPath } from '@partner-portal/contract/content-constants';
import type { FaqItem } from '@partner-portal/contract/content-api';
import { partnerApi } from '../../../lib/http/api-clients';

export type { FaqItem };

/** The published FAQ of every category, in the staff's order (plain fetch: /enter loads no query library). */
export const getFaq = (signal?: AbortSignal): Promise<FaqItem[]> =>
  partnerApi.get<FaqItem[]>(contentPath(CONTENT_PARTNER_PATHS.faq, { categoryNo: 0 }), {
    signal,
    showErrors: false,
  });
