/** Where the sandbox answers and the keys it accepts. */
import { createHmac } from 'node:crypto';

export const SANDBOX_PREFIX = '/pg-sandbox';

export interface SandboxKeys {
  clientKey: string;
  secretKey: string;
}

/**
 * Keys shaped like NicePay's (a sandbox client key `S2_…`, a 32-character secret key), derived from a
 * server secret: stable across restarts and instances, and not public, so nobody outside can sign a
 * window return or a webhook that our server would accept.
 */
export function sandboxKeys(serverSecret: string): SandboxKeys {
  const digest = createHmac('sha256', serverSecret).update('pg-sandbox-keys').digest('hex');
  return { clientKey: `S2_${digest.slice(0, 32)}`, secretKey: digest.slice(32) };
}

/** The API document's name for NicePay's authentication: client key and secret key as HTTP Basic credentials. */
export const NICEPAY_BASIC_AUTH = 'nicepayBasic';
