/**
 * 견적서 PDF: the partner's call is bearer-authenticated, so a plain link cannot open it; the PDF is
 * fetched as a blob and saved under the name the server gives. A refusal keeps its Korean message.
 */
import { QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import { ApiError } from '../../../lib/http/api-error';
import { fillPath } from '../../../lib/http/create-api-client';
import { env } from '../../../lib/env';
import { dispositionFileName, saveFile } from '../../../lib/save-file';
import { readAccessToken } from '../../../lib/session/session-store';
import { ensureFreshToken } from '../../../lib/session/token-renewal';

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : MESSAGES.unknownError;
  return new ApiError('http', response.status, null, message);
}

export async function downloadQuotePdf(quoteNo: number): Promise<void> {
  await ensureFreshToken();
  const token = readAccessToken();
  let response: Response;
  try {
    response = await fetch(`${env.partnerApi}${fillPath(QUOTE_PATHS.pdf, { quoteNo })}`, {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError('network', 0, null, MESSAGES.networkError);
  }
  if (!response.ok) throw await refusal(response);
  const fileName = dispositionFileName(response.headers.get('content-disposition'), `견적서-${quoteNo}.pdf`);
  saveFile(await response.blob(), fileName);
}
