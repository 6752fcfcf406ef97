/**
 * Background work on pg-boss, in both modes: its tables live in the `pgboss` schema of our own
 * database, reached through the database handle (on PGlite, the one embedded connection). Jobs are
 * claimed in the database, so with several server instances each run happens on exactly one.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.js';
import { isDeadlock, uniqueViolation } from '../../shared/db-errors.js';

export interface Job {
  name: string;
  /** Cron expression (pg-boss evaluates it in UTC), e.g. every minute: `* * * * *`. */
  cron: string;
  /** Answering `{ more: true }` (work left when its time was up) queues the next run at once. */
  run(): Promise<unknown>;
}

const wantsMore = (result: unknown) =>
  typeof result === 'object' && result !== null && (result as { more?: unknown }).more === true;

export interface JobRunner {
  /** Queues one run now, besides the schedule (tests, or an operator's nudge). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobRunner(
  database: DatabaseHandle,
  jobs: readonly Job[],
  log: { warn(details: object, message: string): void },
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobRunner> {
  // A start that lost a race leaves its instance half-started (pg-boss never starts it again): a new one.
  const boss = await retriedOnRace(async () => {
    const candidate = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Few, short jobs: poll every few seconds rather than pg-boss's default 2 s.
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5,
    });
    candidate.on('error', (err) => log.warn({ err }, 'job runner error'));
    await candidate.start();
    return candidate;
  });
  for (const job of jobs) {
    // A run that outlives the next tick is not doubled: one job per queue at a time.
    await retriedOnRace(() =>
      boss.createQueue(job.name, {
        name: job.name,
        policy: 'singleton',
        retryLimit: 0,
        expireInSeconds: 300,
      }),
    );
    await retriedOnRace(() => boss.schedule(job.name, job.cron));
    await boss.work(job.name, async () => {
      if (wantsMore(await job.run())) await boss.send(job.name, {});
    });
  }
  return {
    async runNow(name) {
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * Instances starting together on an empty database install pg-boss's schema and create the same
 * queues and schedules at once. PostgreSQL fails the loser of such a race, as a deadlock or as a
 * duplicate (`pg_namespace_nspname_index`: both saw no schema); seen with two processes starting
 * together. Each step is idempotent once the winner is done, so the loser runs again.
 */
async function retriedOnRace<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const race = isDeadlock(error) || uniqueViolation(error) !== undefined;
      if (!race || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
