/** Success envelopes of the API groups (ARCHITECTURE.md). Refusals are thrown as `Refusal`. */
import type { MemberEnvelope, ReturnEnvelope } from '@partner-portal/contract/envelopes';

export const memberOk = <T>(context: T): MemberEnvelope<T> => ({ code: 0, message: 'OK', context });

export const ok = <T>(data: T): ReturnEnvelope<T> => ({ return_code: 0, return_message: 'OK', data });
