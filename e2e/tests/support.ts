/** Steps shared by the journeys: fresh partners, UI login, valid business numbers. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Running } from '../../scripts/portal-process.js';
import { expect, hideDemoPopupCookies } from './fixtures.js';

export const DEMO = { account: 'demo_partner', password: 'Demo2024!pass' } as const;
/** The token the journeys' marketplace sends leads with (global-setup gives it to the portal). */
export const MARKETPLACE_TOKEN = 'e2e-marketplace-service-token-0123456789';

/** Terms a sign-up must agree to (the server refuses it otherwise). */
export const REQUIRED_TERMS = ['service-terms', 'signup-terms', 'info-collection', 'privacy-policy'];

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** Check digit of a business registration number (spec §5) from its first nine digits. */
export function businessCheckDigit(first9: string): number {
  const d = [...first9].map(Number);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + d[i]! * weight, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** A fresh valid business registration number, formatted 000-00-00000 (duplicates are refused). */
export function newBusinessNumber(): string {
  const first9 = randomDigits(9);
  const digits = `${first9}${businessCheckDigit(first9)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** A member id nobody has used yet: lowercase, at most 16 characters. */
export function newAccount(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${randomDigits(3)}`.slice(0, 16);
}

/** A password of the spec's rules (10–16 characters, letter, digit, special). */
export const newPassword = () => `Pw!${randomDigits(6)}ab`;

/** A person for the identity sandbox's entry form (one person may own one partner account). */
export interface TestPerson {
  name: string;
  /** YYYYMMDD */
  birthdate: string;
  gender: '0' | '1';
  mobileco: '1' | '2' | '3';
  /** 11 digits */
  mobileno: string;
}

const SYLLABLES = [...'민서준하윤지우도현수아예린시온태희가람나래다온보람새롬한결'];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Someone no other journey of this run verifies: a random name and birth date (1960–1999). */
export function newPerson(): TestPerson {
  const born = new Date(Date.UTC(1960, 0, 1) + Math.floor(Math.random() * 40 * 365) * 86_400_000);
  return {
    name: `${pick([...'김이박최정강조윤장임'])}${pick(SYLLABLES)}${pick(SYLLABLES)}`,
    birthdate: born.toISOString().slice(0, 10).replace(/-/g, ''),
    gender: pick(['0', '1'] as const),
    mobileco: pick(['1', '2', '3'] as const),
    mobileno: `010${randomDigits(8)}`,
  };
}

/** 01012345678 → 010-1234-5678, as the portal shows a verified number. */
export const formatMobile = (digits: string) => digits.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');

/** Hidden inputs of a sandbox page (its values are base64 and signatures: nothing to unescape). */
const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );

/**
 * A sign-up verification through the sandbox, as the popup would make it: the window request (its
 * binding cookie stays in `request`), the person typed into the window, the return. Answers the token.
 */
export async function verifyForSignUp(request: APIRequestContext, person: TestPerson): Promise<string> {
  const started = await request.post('/partner-api/partner/identity/request', {
    data: { purpose: 'signup' },
  });
  const { fields } = ((await started.json()) as { data: { fields: Record<string, string> } }).data;
  const completed = await request.post('/identity-sandbox/complete', {
    form: { ...fields, person: 'entered', ...person },
  });
  const back = await request.post('/partner-api/partner/identity/return', {
    form: hiddenInputs(await completed.text()),
    maxRedirects: 0,
  });
  const token = new URL(back.headers().location ?? '', 'http://portal').searchParams.get('token');
  expect(token, `verification failed: ${back.headers().location}`).toBeTruthy();
  return token!;
}

/** In the sandbox's verification window: types `person` into its entry form and sends it. */
export async function enterPerson(window: Page, person: TestPerson): Promise<void> {
  await window.getByLabel('이름').fill(person.name);
  await window.getByLabel('생년월일 (8자리)').fill(person.birthdate);
  await window.getByLabel('성별').selectOption(person.gender);
  await window.getByLabel('통신사').selectOption(person.mobileco);
  await window.getByLabel('휴대폰 번호').fill(person.mobileno);
  await window.getByRole('button', { name: '입력한 정보로 인증' }).click();
}

export interface Partner {
  account: string;
  password: string;
  person: TestPerson;
  partnerName: string;
  partnerId: number;
}

/** Signs a new partner up through the API (for journeys that do not test the sign-up screen). */
export async function signUpPartner(request: APIRequestContext, person = newPerson()): Promise<Partner> {
  const partner = {
    account: newAccount(),
    password: newPassword(),
    person,
    partnerName: `시공테스트 ${randomDigits(4)}`,
  };
  const response = await request.post('/partner-api/partner/v3/reg', {
    data: {
      account: partner.account,
      password: partner.password,
      identity_token: await verifyForSignUp(request, person),
      email: `${partner.account}@example.com`,
      partner_name: partner.partnerName,
      biz_no: newBusinessNumber(),
      join_channel: 4,
      agreement_marketing: false,
      agreed_terms: REQUIRED_TERMS,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as { return_code: number; data: { partner_id: number } };
  expect(answer).toMatchObject({ return_code: 0 });
  return { ...partner, partnerId: answer.data.partner_id };
}

/** Fills the login form; does not wait for the outcome. */
/**
 * Clicks a window's own close button and waits until the window is gone. The page closes inside the
 * click (window.close() in its handler), which Playwright may then report as a failed click.
 */
export async function closeWindow(window: Page, button = '창 닫기'): Promise<void> {
  const closed = window.waitForEvent('close');
  await window
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!window.isClosed()) throw error;
    });
  await closed;
}

export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(account);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * Logs in through the login screen and waits for home (/intro) in the main layout. A new partner's
 * home opens the validate-partner reminder (a modal); unless `showReminder`, the journey starts as a
 * partner who chose 오늘 하루 안보기 earlier today.
 */
export async function logIn(
  page: Page,
  partner: Pick<Partner, 'account' | 'password'>,
  { showReminder = false } = {},
): Promise<void> {
  if (!showReminder) {
    await page
      .context()
      .addCookies([{ name: 'hideToday_validatePartner', value: '1', url: process.env.E2E_BASE_URL! }]);
  }
  await submitLogin(page, partner.account, partner.password);
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();
}

/** Signs a fresh partner up through the API and logs in as it. */
export async function signUpAndLogIn(page: Page, request: APIRequestContext): Promise<Partner> {
  const partner = await signUpPartner(request);
  await logIn(page, partner);
  return partner;
}

/**
 * A browser context of its own on a portal a journey started itself (its own clock or data), with
 * `partner` logged in and the demo's popups hidden.
 */
export async function logInOnPortal(browser: Browser, portal: Running, partner: Partner): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.addCookies([
    { name: 'hideToday_validatePartner', value: '1', url: portal.url },
    ...hideDemoPopupCookies(portal.url),
  ]);
  const page = await context.newPage();
  await submitLogin(page, partner.account, partner.password);
  return page;
}
