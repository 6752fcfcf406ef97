/** 견적서 PDF, saved under the name the server gives. */
import { QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import { downloadPartnerFile } from '../../../lib/http/download-file';
import { fillPath } from '../../../lib/http/create-api-client';

export const downloadQuotePdf = (quoteNo: number): Promise<void> =>
  downloadPartnerFile(fillPath(QUOTE_PATHS.pdf, { quoteNo }), 'application/pdf', `견적서-${quoteNo}.pdf`);
