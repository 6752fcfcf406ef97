/**
 * New leads, live: each instance LISTENs once on `lead_received` (the trigger on `estimates`, migration
 * 0028, notifies `<partner id>:<lead no>` when the insert commits; PGlite delivers it in-process) and
 * fans each notification out to that partner's open streams on this instance. The listener starts with
 * the first stream and stops when the server closes, which also ends every stream.
 */
import type { LeadStreamEvent } from '@partner-portal/contract/leads-api';
import type { DatabaseHandle } from '../../db/client.js';
import { newLeadCount } from './lead-queries.js';

const CHANNEL = 'lead_received';

export interface LeadStreamWriter {
  send(event: LeadStreamEvent): void;
  /** The server is closing: end the stream. */
  end(): void;
}

export interface LeadStreamHub {
  /** Adds a partner's stream; resolves, once the listener is up, to the function that removes it. */
  subscribe(partnerId: number, writer: LeadStreamWriter): Promise<() => void>;
  /** Open streams on this instance (of one partner, or all). */
  openCount(partnerId?: number): number;
  /** Ends every stream and stops listening (server shutdown). */
  close(): Promise<void>;
}

export function createLeadStreamHub(
  database: DatabaseHandle,
  log: { warn(details: object, message: string): void },
): LeadStreamHub {
  const streams = new Map<number, Set<LeadStreamWriter>>();
  let listening: Promise<() => Promise<void>> | undefined;

  async function announce(payload: string): Promise<void> {
    const [partner, lead] = payload.split(':').map(Number);
    if (!partner || !lead) return;
    const writers = streams.get(partner);
    if (!writers?.size) return;
    const event = { lead_no: lead, new_count: await newLeadCount(database.db, partner) };
    for (const writer of streams.get(partner) ?? []) writer.send(event);
  }

  const onNotify = (payload: string) =>
    void announce(payload).catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'lead stream event not sent'),
    );

  function listen(): Promise<() => Promise<void>> {
    listening ??= database.listen(CHANNEL, onNotify).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  return {
    async subscribe(partnerId, writer) {
      await listen();
      let own = streams.get(partnerId);
      if (!own) streams.set(partnerId, (own = new Set()));
      own.add(writer);
      return () => {
        own.delete(writer);
        if (own.size === 0 && streams.get(partnerId) === own) streams.delete(partnerId);
      };
    },
    openCount(partnerId) {
      if (partnerId !== undefined) return streams.get(partnerId)?.size ?? 0;
      return [...streams.values()].reduce((sum, set) => sum + set.size, 0);
    },
    async close() {
      for (const writers of streams.values()) for (const writer of writers) writer.end();
      streams.clear();
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop.catch(() => async () => {}))();
    },
  };
}
