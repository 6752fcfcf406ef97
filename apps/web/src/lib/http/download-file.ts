/**
 * A file from a partner call (a PDF, a CSV, a ZIP): the call is bearer-authenticated, so a plain link
 * cannot open it; it is fetched as a blob and saved under the name the server gives. A refusal keeps
 * its Korean message.
 */
import { MESSAGES } from '@partner-portal/contract/messages';
import { env } from '../env';
import { dispositionFileName, saveFile } from '../save-file';
import { ApiError } from './api-error';
import { authorizedFetch } from './authorized-fetch';
import { SessionEndedError } from '../session/session-end';

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : MESSAGES.unknownError;
  return new ApiError('http', response.status, null, message);
}

/** `path` below the partner API (query included); `fallbackName` when the answer names no file. */
export async function downloadPartnerFile(path: string, accept: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await authorizedFetch(`${env.partnerApi}${path}`, { headers: { Accept: accept } });
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    throw new ApiError('network', 0, null, MESSAGES.networkError);
  }
  if (!response.ok) throw await refusal(response);
  saveFile(
    await response.blob(),
    dispositionFileName(response.headers.get('content-disposition'), fallbackName),
  );
}
