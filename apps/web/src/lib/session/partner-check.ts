/**
 * Guard step 3 (spec §4): what the guard knows about the signed-in partner's outstanding terms,
 * kept in session storage under a random marker so that it is fetched once per login (and again
 * after an agreement), not on every navigation.
 */
import { readStorageJson, writeStorage } from '../storage';

export interface PartnerCheck {
  /** Changes with every check; the guard puts it in the /agree/product address. */
  marker: string;
  memberNo: number;
  /** Types of the required documents the partner has not agreed to (`need_agree_terms_list`). */
  outstanding: string[];
}

const KEY = 'partnerCheck';

function newMarker(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The kept check of `memberNo`; null when there is none (new login, other member, forgotten). */
export function readPartnerCheck(memberNo: number): PartnerCheck | null {
  const value = readStorageJson('session', KEY) as Partial<PartnerCheck> | null;
  const valid =
    typeof value?.marker === 'string' &&
    value.memberNo === memberNo &&
    Array.isArray(value.outstanding) &&
    value.outstanding.every((type) => typeof type === 'string');
  return valid ? (value as PartnerCheck) : null;
}

export function recordPartnerCheck(memberNo: number, outstanding: readonly string[]): PartnerCheck {
  const check: PartnerCheck = { marker: newMarker(), memberNo, outstanding: [...outstanding] };
  writeStorage('session', KEY, JSON.stringify(check));
  return check;
}

/** After a login or logout: the next navigation checks the partner again. */
export function forgetPartnerCheck(): void {
  writeStorage('session', KEY, null);
}

/**
 * The kept check, or a fresh one from `readOutstanding` (the guard passes a read of the partner
 * record, which then also fills the screens' cache; injected so that the session sits below the
 * HTTP clients). Null when it cannot be read: the partner is let through and checked next time.
 */
export async function loadPartnerCheck(
  memberNo: number,
  readOutstanding: () => Promise<readonly string[]>,
): Promise<PartnerCheck | null> {
  const kept = readPartnerCheck(memberNo);
  if (kept) return kept;
  try {
    return recordPartnerCheck(memberNo, await readOutstanding());
  } catch {
    return null;
  }
}
