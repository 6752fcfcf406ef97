/**
 * `npm run bench`: load and speed figures on the real server (embedded PGlite, loopback). It prints
 * figures and ratios and asserts nothing: speed targets are read here, never from timed tests.
 * BENCH_ONLY=api|auth|cases|payments|billing|pages|notifications|leads runs one scenario; BENCH_SECONDS sets each load run's length.
 */
import { apiBench } from './scenarios/api.js';
import { authBench } from './scenarios/auth.js';
import { billingBench } from './scenarios/billing.js';
import { casesBench } from './scenarios/cases.js';
import { leadsBench } from './scenarios/leads.js';
import { notificationsBench } from './scenarios/notifications.js';
import { pagesBench } from './scenarios/pages.js';
import { paymentsBench } from './scenarios/payments.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCENARIOS: Record<string, (seconds: number) => Promise<void>> = {
  api: apiBench,
  auth: authBench,
  cases: casesBench,
  payments: paymentsBench,
  billing: billingBench,
  pages: pagesBench,
  notifications: notificationsBench,
  leads: leadsBench,
};

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  for (const [name, run] of Object.entries(SCENARIOS)) {
    if (!only || only === name) await run(SECONDS);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
