/** Steps shared by the journeys: fresh partners, UI login, valid business numbers. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

export const DEMO = { account: 'demo_partner', password: 'Demo2024!pass' } as const;

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

export interface Partner {
  account: string;
  password: string;
  name: string;
  partnerName: string;
}

/** Signs a new partner up through the API (for journeys that do not test the sign-up screen). */
export async function signUpPartner(request: APIRequestContext): Promise<Partner> {
  const partner: Partner = {
    account: newAccount(),
    password: newPassword(),
    name: '김시공',
    partnerName: `시공테스트 ${randomDigits(4)}`,
  };
  const response = await request.post('/partner-api/partner/v3/reg', {
    data: {
      account: partner.account,
      password: partner.password,
      name: partner.name,
      phone_no: `010-${randomDigits(4)}-${randomDigits(4)}`,
      email: `${partner.account}@example.com`,
      partner_name: partner.partnerName,
      biz_no: newBusinessNumber(),
      join_channel: 4,
      agreement_marketing: false,
      agreed_terms: REQUIRED_TERMS,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await response.json()) as unknown).toMatchObject({ return_code: 0 });
  return partner;
}

/** Fills the login form; does not wait for the outcome. */
export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(account);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Logs in through the login screen and waits for home (/intro) in the main layout. */
export async function logIn(page: Page, partner: Pick<Partner, 'account' | 'password'>): Promise<void> {
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
