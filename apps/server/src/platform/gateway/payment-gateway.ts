/**
 * The payment-gateway port. The domain asks for charges, cancels and lookups and reads a result that
 * says exactly what it may do next: a decline (retry later or never), a refusal of the request, or a
 * transport failure that is either safe to retry (`ProviderUnavailable`: nothing was sent) or must be
 * reconciled by lookup (`OutcomeUnknown`: sent, no answer). Our ledger's unique order ids provide the
 * idempotency the gateway does not (NicePay, our provider, has no idempotency header). Provider names
 * stay inside their adapters (`nicepay/`) and the sandbox.
 */
import { inspect } from 'node:util';

export type GatewayError =
  /** The card issuer refused. `hard`: this card will not pass again (lost, stolen, invalid); no retry on it. */
  | { kind: 'Declined'; code: string; message: string; hard: boolean }
  | { kind: 'InvalidRequest'; code: string; message: string }
  | { kind: 'AuthFailed'; code: string; message: string }
  | { kind: 'DuplicateOrder'; code: string; message: string }
  | { kind: 'BillingKeyInvalid'; code: string; message: string }
  /** A signature or an amount did not match: treat the message as forged. */
  | { kind: 'IntegrityError'; code: string; message: string }
  | { kind: 'CancelRejected'; code: string; message: string }
  /** Nothing reached the gateway, or it says nothing was processed: safe to retry. */
  | { kind: 'ProviderUnavailable'; code: string; message: string }
  /** Sent without a usable answer: settle by `findByOrderId`, never retry blindly. */
  | { kind: 'OutcomeUnknown'; code: string; message: string };

export type GatewayErrorKind = GatewayError['kind'];

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: GatewayError };

/** A payment's state at the gateway. */
export const PAYMENT_STATUSES = [
  'paid',
  'ready',
  'failed',
  'cancelled',
  'partialCancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface GatewayCard {
  cardCode: string;
  cardName: string;
  /** Masked by the gateway (first six and last four digits at most). */
  cardNum: string | null;
  /** 0 for a single payment, otherwise the number of monthly instalments. */
  cardQuota: number;
  cardType: 'credit' | 'check' | null;
  canPartCancel: boolean;
}

export interface GatewayCancel {
  /** The cancel's own transaction id. */
  tid: string;
  amount: number;
  cancelledAt: Date | null;
  reason: string | null;
  receiptUrl: string | null;
}

/** The gateway's payment object, its signature verified and its dates parsed. */
export interface GatewayPayment {
  resultCode: string;
  resultMsg: string;
  tid: string;
  /** The transaction id of the cancel this answer reports, if it reports one. */
  cancelledTid: string | null;
  orderId: string;
  status: PaymentStatus;
  paidAt: Date | null;
  failedAt: Date | null;
  cancelledAt: Date | null;
  amount: number;
  /** What can still be cancelled. */
  balanceAmt: number;
  goodsName: string | null;
  approveNo: string | null;
  receiptUrl: string | null;
  card: GatewayCard | null;
  cancels: GatewayCancel[];
}

export interface BillingKey {
  bid: string;
  tid: string;
  orderId: string;
  authDate: Date | null;
  cardCode: string | null;
  cardName: string | null;
}

export interface InterestFreeEvent {
  cardCode: string;
  cardName: string;
  freeInstallment: { minAmt: number; maxAmt: number; installments: number[]; eventToDate: Date | null }[];
}

/** The fields the payment window form-POSTs to our return URL. */
export type WindowReturnFields = Record<string, unknown>;

/**
 * A window return whose signature, client id, order id and amount were checked. Only
 * `verifyWindowReturn` makes one, so nothing can approve an unchecked return.
 */
export type WindowAuthorization = {
  readonly tid: string;
  readonly orderId: string;
  readonly amount: number;
} & {
  readonly __verified: 'window-return';
};

export interface PaymentGateway {
  /** What the browser needs to open the payment window: the script to load and our client id. */
  readonly window: { scriptUrl: string; clientId: string };
  issueBillingKey(input: { orderId: string; card: CardCredentials }): Promise<GatewayResult<BillingKey>>;
  chargeBillingKey(input: {
    bid: string;
    orderId: string;
    amount: number;
    goodsName: string;
    cardQuota: number;
  }): Promise<GatewayResult<GatewayPayment>>;
  /** `expected` comes from our ledger (the server's price), never from the browser. */
  verifyWindowReturn(
    fields: WindowReturnFields,
    expected: { orderId: string; amount: number },
  ): GatewayResult<WindowAuthorization>;
  approveWindowPayment(authorization: WindowAuthorization): Promise<GatewayResult<GatewayPayment>>;
  /** Full cancel without `cancelAmt`; each partial cancel needs a fresh `orderId`. */
  cancel(input: {
    tid: string;
    orderId: string;
    reason: string;
    cancelAmt?: number;
  }): Promise<GatewayResult<GatewayPayment>>;
  /** Cancels an approval whose answer we never read; accepted for one hour after it. */
  netCancel(input: { orderId: string }): Promise<GatewayResult<GatewayPayment>>;
  /** `null` when the gateway has no such transaction. */
  getByTid(tid: string): Promise<GatewayResult<GatewayPayment | null>>;
  /** `orderedAt`: when the attempt was sent (order ids are looked up per Korean calendar day). */
  findByOrderId(orderId: string, orderedAt: Date): Promise<GatewayResult<GatewayPayment | null>>;
  deleteBillingKey(input: {
    bid: string;
    orderId: string;
  }): Promise<GatewayResult<{ bid: string; tid: string | null }>>;
  /** Verifies the signature and that the amount is the one our ledger expects for that order. */
  parseWebhook(
    body: unknown,
    expectedAmount: (orderId: string) => Promise<number | undefined> | number | undefined,
  ): Promise<GatewayResult<GatewayPayment>>;
  interestFreeEvents(channel?: 'window' | 'billing'): Promise<GatewayResult<InterestFreeEvent[]>>;
}

/** The gateway takes a goods name of at most 40 characters: a longer one is cut, not refused. */
export const GOODS_NAME_MAX = 40;
export const fitGoodsName = (name: string): string =>
  name.length <= GOODS_NAME_MAX ? name : `${name.slice(0, GOODS_NAME_MAX - 1)}…`;

export const failure = (error: GatewayError): { ok: false; error: GatewayError } => ({ ok: false, error });
export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

const REDACTED = '[card data redacted]';

/** Thrown for card input that cannot be sent; the message names the field, never its value. */
export class InvalidCardInput extends Error {
  constructor(
    readonly field: 'cardNumber' | 'expiry' | 'idNo' | 'password2',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Card number, expiry, birth date or business number and two password digits, on their way to the
 * gateway. They are never logged or stored (the law and the PG contract forbid it): the values live
 * in private fields, and JSON, `String()` and `util.inspect` (what loggers use) see a redaction.
 */
export class CardCredentials {
  readonly #plaintext: string;
  readonly #last4: string;

  private constructor(plaintext: string, last4: string) {
    this.#plaintext = plaintext;
    this.#last4 = last4;
  }

  /** Our front end's card form: number, expiry `MM/YYYY`, `YYMMDD` or a 10-digit business number, 2 digits. */
  static parse(input: {
    cardNumber: string;
    expiry: string;
    idNo: string;
    password2: string;
  }): CardCredentials {
    const cardNo = input.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{14,16}$/.test(cardNo) || !passesLuhn(cardNo))
      throw new InvalidCardInput('cardNumber', '카드번호를 확인해주세요.');
    const expiry = /^(0[1-9]|1[0-2])\/(?:20)?(\d{2})$/.exec(input.expiry.trim());
    if (!expiry) throw new InvalidCardInput('expiry', '유효기간을 MM/YYYY 형식으로 입력해주세요.');
    if (!/^(\d{6}|\d{10})$/.test(input.idNo))
      throw new InvalidCardInput('idNo', '생년월일 6자리 또는 사업자등록번호 10자리를 입력해주세요.');
    if (!/^\d{2}$/.test(input.password2))
      throw new InvalidCardInput('password2', '카드 비밀번호 앞 2자리를 입력해주세요.');
    const plaintext = new URLSearchParams({
      cardNo,
      expYear: expiry[2]!,
      expMonth: expiry[1]!,
      idNo: input.idNo,
      cardPw: input.password2,
    }).toString();
    return new CardCredentials(plaintext, cardNo.slice(-4));
  }

  /** `cardNo=…&expYear=YY&expMonth=MM&idNo=…&cardPw=…`: the card data as the gateway takes it, for its adapter to encrypt. */
  toCardDataText(): string {
    return this.#plaintext;
  }

  /** Last four digits, what we may keep and show next to the card's alias. */
  get last4(): string {
    return this.#last4;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return `CardCredentials ${REDACTED}`;
  }
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
