/** Success envelopes of the API groups (ARCHITECTURE.md). Refusals are thrown as `Refusal`. */
import type { MemberEnvelope, ReturnEnvelope } from '@partner-portal/contract/envelopes';

export const memberOk = <T>(context: T): MemberEnvelope<T> => ({ code: 0, message: 'OK', context });

export const ok = <T>(data: T): ReturnEnvelope<T> => ({ return_code: 0, return_message: 'OK', data });

/**
 * One envelope per value, for a value every caller shares (a cached read such as the plan catalogue):
 * with `serializeOncePerAnswer` as its route's serializer, the JSON is built once per value.
 */
export function sharedOk<T extends object>(): (data: T) => ReturnEnvelope<T> {
  const kept = new WeakMap<T, ReturnEnvelope<T>>();
  return (data) => {
    let envelope = kept.get(data);
    if (!envelope) kept.set(data, (envelope = ok(data)));
    return envelope;
  };
}
