/**
 * Runs the hub: dispatch what was queued, then send what is due. Each instance runs it when the
 * outbox announces a committed notification (LISTEN, db/client.ts) — within moments of the event —
 * and from the one-minute job, which also picks up deliveries whose quiet hours or back-off ended.
 */
import type { DatabaseHandle } from '../../db/client.js';
import type { HubDeps } from './hub-deps.js';
import { dispatchPending } from './dispatch.js';
import { deliverDue } from './delivery.js';

/** The channel the outbox's trigger notifies (migration 0024). */
const OUTBOX_CHANNEL = 'notification_outbox';

/** Dispatches and delivers until nothing is left or the budget is spent; `more` when work was left. */
export async function runNotifications(deps: HubDeps, budgetMs = 50_000): Promise<{ more: boolean }> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const dispatched = await dispatchPending(deps);
    const delivered = await deliverDue(deps);
    if (dispatched === 0 && delivered === 0) return { more: false };
    if (Date.now() > deadline) return { more: true };
  }
}

export interface NotificationPump {
  stop(): Promise<void>;
}

export async function startNotificationPump(
  database: DatabaseHandle,
  deps: HubDeps,
  log: { warn(details: object, message: string): void },
): Promise<NotificationPump> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        await runNotifications(deps);
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'notification run failed');
      }
    } while (again);
  };
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => (running = undefined));
  };
  const unlisten = await database.listen(OUTBOX_CHANNEL, wake);
  wake();
  return {
    async stop() {
      await unlisten();
      await running;
    },
  };
}
