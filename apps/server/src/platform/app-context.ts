/** What every feature plugin receives: the database, the clock and the shared services. */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { Database } from '../db/client.js';
import type { IdentityService } from './identity/identity-service.js';
import type { FieldCipher } from '../shared/field-crypto.js';
import type { FileStorage } from './storage/file-storage.js';
import type { ImagePipeline } from './storage/image-pipeline.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';
import type { TaxInvoiceProvider } from './tax-invoice/tax-invoice-provider.js';
import type { NotificationSetup } from './notifications/notification-setup.js';
import type { RelayProvider } from './relay/relay-provider.js';
import type { Clock } from '../shared/clock.js';
import type { AddressLimiter } from '../shared/rate-limit.js';
import type { RejoinHash } from '../shared/rejoin-hash.js';

export interface AppLimits {
  loginPerAddress: number;
  signupPerAddress: number;
  /** Image uploads per partner (or staff member) per UPLOAD_RATE_LIMIT window. */
  uploadsPerSender: number;
}

export interface AppContext {
  db: Database;
  clock: Clock;
  /**
   * The real time, for authenticator codes: they come from a phone's clock, which CLOCK_START (a
   * shifted app clock for trying renewals by hand) does not move. Tests pass their fixed clock.
   */
  totpClock: Clock;
  tokens: TokenService;
  throttle: LoginThrottle;
  limiter: AddressLimiter;
  limits: AppLimits;
  /** Business numbers no partner may sign up with (digits only): the provider's own. */
  reservedBusinessNumbers: ReadonlySet<string>;
  authenticate: preHandlerAsyncHookHandler;
  identity: IdentityService;
  cipher: FieldCipher;
  storage: FileStorage;
  /** Uploaded images are re-encoded through it: a few at once per process (image-pipeline.ts). */
  images: ImagePipeline;
  payments: PaymentGateway;
  /** 전자세금계산서 and 현금영수증: Popbill, or the embedded sandbox. */
  taxInvoices: TaxInvoiceProvider;
  /** The channels notifications go through (platform/notifications/README.md). */
  notifications: NotificationSetup;
  /** Relay numbers (안심번호) for accepted leads: the HTTP provider, or the sandbox. */
  relay: RelayProvider;
  /** Keyed hash of a DI or business number for the re-join check (REJOIN_HASH_SECRET). */
  rejoinHash: RejoinHash;
  /** Whether the partner holds an active plan (the rate-plan checklist item). */
  holdsPlan(partnerId: number): Promise<boolean>;
}
