/**
 * The staff's command line: `npm run staff -- <command>` talks to a running portal's staff API, so
 * every action is checked against the account's roles and written to the audit log like the console's.
 * The portal's address comes from PORTAL_URL (default http://127.0.0.1:8080). Credentials never come
 * from arguments (shells keep them in their history):
 *
 * - automation (scripts, CI): STAFF_TOKEN, an automation token an admin issued in the console
 *   (`pps_…`, bound to one staff account and some of its roles, revocable);
 * - a person at a terminal: STAFF_ID and STAFF_PASSWORD, then the authenticator's 6-digit code, asked
 *   for on the terminal (or STAFF_TOTP_CODE when there is none).
 *
 *   deposits                                   transfers awaiting deposit
 *   orders [--status paid]                     orders in a state
 *   confirm-deposit <orderNo> --amount <won> --depositor <name> [--note <text>]
 *   refund <orderNo> --reason <text> [--amount <won>]   (without --amount: everything left)
 *   renewals                                   past-due and unpaid recurring renewals
 *   run-billing                                the scheduled billing run, now
 *   retry-renewal <invoiceNo>                  one billing attempt for that invoice now
 *   end-renewal <invoiceNo> --reason <text>    stop renewing (the plan ends unpaid)
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { API_PREFIX } from '../packages/contract/src/api-constants.js';
import { BILLING_ATTEMPT_OUTCOME_LABELS } from '../packages/contract/src/subscriptions-constants.js';
import {
  renewalPath,
  STAFF_PATHS,
  staffPath,
  type StaffBillingRun,
  type StaffChallenge,
  type StaffToken,
  type StaffOrderRow,
  type StaffRenewalRow,
} from '../packages/contract/src/staff-api.js';

const USAGE = `사용법: npm run staff -- <deposits | orders [--status 상태] | confirm-deposit 주문번호 --amount 금액 --depositor 입금자명 [--note 메모] | refund 주문번호 --reason 사유 [--amount 금액] | renewals | run-billing | retry-renewal 청구번호 | end-renewal 청구번호 --reason 사유>`;

function printRenewal(row: StaffRenewalRow): void {
  const next = row.next_attempt_at
    ? `  다음 시도 ${row.next_attempt_at.slice(0, 16).replace('T', ' ')} UTC`
    : '';
  console.log(
    `청구 ${row.invoice_no}  ${row.partner_name}  ${row.name}  ${row.amount_won.toLocaleString('ko-KR')}원  ${row.period_start}~${row.period_end}  요금제 ${row.subscription_status}${next}`,
  );
  for (const attempt of row.attempts)
    console.log(
      `    ${attempt.attempted_at.slice(0, 16).replace('T', ' ')}  ${attempt.card_alias ?? ''} ${attempt.card_number ?? ''}  ${BILLING_ATTEMPT_OUTCOME_LABELS[attempt.outcome]}${attempt.message ? `  ${attempt.message}` : ''}`,
    );
}

interface Envelope<T> {
  return_code?: number;
  return_message?: string;
  data?: T;
  message?: string;
  errors?: { path: string; message: string }[];
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      amount: { type: 'string' },
      depositor: { type: 'string' },
      note: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [command, orderNo] = positionals;
  const base = `${(process.env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '')}${API_PREFIX.staff}`;

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (response.ok && answer.return_code === 0) return answer.data as T;
    const details = answer.errors?.map((e) => `  - ${e.path}: ${e.message}`).join('\n');
    throw new Error(
      [answer.return_message ?? answer.message ?? `HTTP ${response.status}`, details]
        .filter(Boolean)
        .join('\n'),
    );
  };

  const signIn = async () => {
    if (process.env.STAFF_TOKEN) return process.env.STAFF_TOKEN;
    const memberId = process.env.STAFF_ID;
    const password = process.env.STAFF_PASSWORD;
    if (!memberId || !password)
      throw new Error(
        'STAFF_TOKEN(자동화 토큰) 또는 STAFF_ID와 STAFF_PASSWORD 환경 변수를 넣어주세요. (예: read -rs STAFF_PASSWORD && export STAFF_PASSWORD)',
      );
    const { challenge } = await call<StaffChallenge>('POST', STAFF_PATHS.login, {
      member_id: memberId,
      password,
    });
    const code = process.env.STAFF_TOTP_CODE ?? (await askCode());
    const session = await call<StaffToken>('POST', STAFF_PATHS.loginCode, { challenge, code });
    return session.access_token;
  };

  switch (command) {
    case 'deposits':
    case 'orders': {
      const status = command === 'deposits' ? 'awaiting_deposit' : (values.status ?? 'paid');
      const rows = await call<StaffOrderRow[]>(
        'GET',
        `${STAFF_PATHS.orders}?status=${encodeURIComponent(status)}`,
        undefined,
        await signIn(),
      );
      if (rows.length === 0) console.log('해당하는 주문이 없습니다.');
      for (const row of rows) {
        const due =
          row.status === 'awaiting_deposit'
            ? `  입금기한 ${row.expires_at.slice(0, 16).replace('T', ' ')}`
            : '';
        console.log(
          `${row.order_no}  ${row.partner_name}  ${row.goods_name}  ${row.total_won.toLocaleString('ko-KR')}원${due}`,
        );
      }
      return 0;
    }
    case 'confirm-deposit': {
      if (!orderNo || !values.amount || !values.depositor) throw new Error(USAGE);
      const body = {
        amount_won: Number(values.amount),
        depositor: values.depositor,
        ...(values.note ? { note: values.note } : {}),
      };
      await call('POST', staffPath(STAFF_PATHS.confirmDeposit, orderNo), body, await signIn());
      console.log(`${orderNo}: 입금을 확인했습니다. 요금제가 적용되었습니다.`);
      return 0;
    }
    case 'refund': {
      if (!orderNo || !values.reason) throw new Error(USAGE);
      const body = { reason: values.reason, ...(values.amount ? { amount_won: Number(values.amount) } : {}) };
      await call('POST', staffPath(STAFF_PATHS.refund, orderNo), body, await signIn());
      console.log(`${orderNo}: 환불했습니다.`);
      return 0;
    }
    case 'renewals': {
      const rows = await call<StaffRenewalRow[]>('GET', STAFF_PATHS.renewals, undefined, await signIn());
      if (rows.length === 0) console.log('결제에 실패한 정기결제가 없습니다.');
      rows.forEach(printRenewal);
      return 0;
    }
    case 'run-billing': {
      const run = await call<StaffBillingRun>('POST', STAFF_PATHS.runBilling, undefined, await signIn());
      console.log(
        `청구 생성 ${run.invoiced}건, 결제 승인 ${run.charged}건, 거절 ${run.declined}건, 결과 확인 ${run.reconciled}건`,
      );
      if (run.more) console.log('1분 안에 끝나지 않은 청구는 예약 실행이 이어서 처리합니다.');
      return 0;
    }
    case 'retry-renewal': {
      if (!orderNo) throw new Error(USAGE);
      const row = await call<StaffRenewalRow>(
        'POST',
        renewalPath(STAFF_PATHS.retryRenewal, orderNo),
        undefined,
        await signIn(),
      );
      console.log(
        row.status === 'paid' ? `청구 ${orderNo}: 결제되었습니다.` : `청구 ${orderNo}: 결제되지 않았습니다.`,
      );
      printRenewal(row);
      return 0;
    }
    case 'end-renewal': {
      if (!orderNo || !values.reason) throw new Error(USAGE);
      const row = await call<StaffRenewalRow>(
        'POST',
        renewalPath(STAFF_PATHS.endRenewal, orderNo),
        { reason: values.reason },
        await signIn(),
      );
      console.log(
        `청구 ${orderNo}: 정기결제를 종료했습니다. 요금제는 이미 결제된 기간까지 이용됩니다. (${row.subscription_status})`,
      );
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

/** The authenticator's code, typed at the terminal (never an argument). */
async function askCode(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error('인증 코드를 입력할 터미널이 없습니다. 자동화에는 STAFF_TOKEN을 사용해주세요.');
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await terminal.question('인증 앱의 6자리 코드: ')).trim();
  } finally {
    terminal.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
