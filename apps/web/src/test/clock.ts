import { vi } from 'vitest';

/**
 * Runs `check` with the clock at `now` (Date only: timers stay real for the testing library) and the
 * process in time zone `zone`; Node reads TZ afresh when it changes. For pages that count days on the
 * Korean calendar whichever zone renders them (the server's UTC, a browser abroad).
 */
export async function atInstantIn(zone: string, now: string, check: () => Promise<void>): Promise<void> {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  try {
    await check();
  } finally {
    vi.useRealTimers();
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}
