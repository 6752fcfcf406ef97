/**
 * The identity-verification port. `start` prepares the standard window request for one request
 * number; the browser form-POSTs `fields` to `windowUrl`; the provider sends the person back to our
 * return URL with an encrypted result that `openNice` reads with the keys kept from `start`.
 */
import type { NiceKeys } from './nice-crypto.js';
import { deriveNiceKeys, sealNice } from './nice-crypto.js';
import { seoulCompactDateTime } from '@partner-portal/contract/seoul-time';

export interface StartedVerification {
  windowUrl: string;
  fields: Record<string, string>;
  tokenVersionId: string;
  keys: NiceKeys;
}

export interface IdentityProvider {
  readonly name: 'nice' | 'sandbox';
  start(input: { requestNo: string; requestedAt: Date; returnUrl: string }): Promise<StartedVerification>;
}

/** Formats a date as NICE's `req_dtim` (YYYYMMDDHHmmss, Korean time). */
export function niceDateTime(date: Date): string {
  return seoulCompactDateTime(date);
}

/** Builds the window request once a crypto token (`token_version_id`, `token_val`, `site_code`) is in hand. */
export function windowRequest(
  windowUrl: string,
  token: { tokenVersionId: string; tokenVal: string; siteCode: string },
  input: { requestNo: string; requestedAt: Date; returnUrl: string },
): StartedVerification {
  const keys = deriveNiceKeys(niceDateTime(input.requestedAt), input.requestNo, token.tokenVal);
  const sealed = sealNice(keys, {
    requestno: input.requestNo,
    returnurl: input.returnUrl,
    sitecode: token.siteCode,
    methodtype: 'post',
    popupyn: 'Y',
  });
  return {
    windowUrl,
    tokenVersionId: token.tokenVersionId,
    keys,
    fields: { m: 'service', token_version_id: token.tokenVersionId, ...sealed },
  };
}

export interface NiceCredentials {
  clientId: string;
  accessToken: string;
  productId: string;
}

const NICE_API = 'https://svc.niceapi.co.kr:22001/digital/niceid/api/v1.0/common/crypto/token';
const NICE_WINDOW = 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb';

export class IdentityProviderError extends Error {}

/** NICE's API (통합형): a crypto token per request, then the standard window. */
export function niceIdentityProvider(
  credentials: NiceCredentials,
  fetchImpl: typeof fetch = fetch,
): IdentityProvider {
  return {
    name: 'nice',
    async start(input) {
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = Buffer.from(
        `${credentials.accessToken}:${timestamp}:${credentials.clientId}`,
      ).toString('base64');
      const response = await fetchImpl(NICE_API, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `bearer ${authorization}`,
          ProductID: credentials.productId,
        },
        body: JSON.stringify({
          dataHeader: { CNTY_CD: 'ko' },
          dataBody: { req_dtim: niceDateTime(input.requestedAt), req_no: input.requestNo, enc_mode: '1' },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as {
        dataHeader?: { GW_RSLT_CD?: string };
        dataBody?: {
          rsp_cd?: string;
          result_cd?: string;
          token_version_id?: string;
          token_val?: string;
          site_code?: string;
        };
      };
      const data = body.dataBody;
      if (
        body.dataHeader?.GW_RSLT_CD !== '1200' ||
        data?.rsp_cd !== 'P000' ||
        data.result_cd !== '0000' ||
        !data.token_version_id ||
        !data.token_val ||
        !data.site_code
      ) {
        throw new IdentityProviderError(
          `NICE crypto token refused (${body.dataHeader?.GW_RSLT_CD}/${data?.rsp_cd}/${data?.result_cd})`,
        );
      }
      return windowRequest(
        NICE_WINDOW,
        { tokenVersionId: data.token_version_id, tokenVal: data.token_val, siteCode: data.site_code },
        input,
      );
    },
  };
}
