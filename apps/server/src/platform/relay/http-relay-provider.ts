/**
 * The relay port over a generic HTTP 안심번호 provider (RELAY_PROVIDER=http). The calls, JSON both ways:
 *
 * - `POST /v1/relays` with `Authorization: Bearer <RELAY_API_KEY>` and
 *   `{ target: "01012345678", expires_at: "<ISO 8601>", reference: "lead-12" }` answers 200 or 201
 *   `{ relay_number: "0508-1234-5678", relay_id: "…" }`; a reference sent again answers the mapping it
 *   made (a retry after a lost answer issues nothing twice).
 * - `DELETE /v1/relays/{relay_id}` answers 204 (404 when already gone, which is no error).
 * - A refusal answers 4xx/5xx with `{ error: "pool_exhausted" | …, message? }`.
 *
 * Every failure (refusal, time-out, network) is `RelayUnavailable`: the lead keeps its accept and the
 * number is asked for again later. No error text carries the customer's number.
 */
import { z } from 'zod';
import { maskPersonalData } from '../../shared/masking.js';
import { RelayUnavailable, type RelayProvider } from './relay-provider.js';

export interface HttpRelaySettings {
  /** `RELAY_BASE_URL`: the provider's API address (a double's in tests). */
  baseUrl: string;
  apiKey: string;
}

/** Short: the first attempt runs inside the partner's accept, which waits for it. */
const TIMEOUT_MS = 5_000;

const issuedSchema = z.looseObject({ relay_number: z.string().min(4), relay_id: z.string().min(1) });
const refusalSchema = z.looseObject({ error: z.string(), message: z.string().nullish() });

export function httpRelayProvider(
  settings: HttpRelaySettings,
  options: { timeoutMs?: number } = {},
): RelayProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function call(method: 'POST' | 'DELETE', path: string, body?: object): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : 'network error';
      throw new RelayUnavailable(`relay ${method} ${path}: ${reason}`, { cause: error });
    }
  }

  async function refusal(response: Response, what: string): Promise<RelayUnavailable> {
    const text = await response.text().catch(() => '');
    const parsed = refusalSchema.safeParse(safeJson(text));
    const detail = parsed.success
      ? maskPersonalData(`${parsed.data.error} ${parsed.data.message ?? ''}`.trim())
      : '';
    return new RelayUnavailable(`relay ${what}: HTTP ${response.status} ${detail}`.trim());
  }

  return {
    async issue({ target, expiresAt, reference }) {
      const response = await call('POST', '/v1/relays', {
        target,
        expires_at: expiresAt.toISOString(),
        reference,
      });
      if (!response.ok) throw await refusal(response, 'issue');
      const answer = issuedSchema.safeParse(safeJson(await response.text().catch(() => '')));
      if (!answer.success) throw new RelayUnavailable('relay issue: an answer without its number');
      return { relayNumber: answer.data.relay_number, relayId: answer.data.relay_id };
    },
    async release(relayId) {
      const response = await call('DELETE', `/v1/relays/${encodeURIComponent(relayId)}`);
      if (!response.ok && response.status !== 404) throw await refusal(response, 'release');
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
