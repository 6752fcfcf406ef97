/** Builds the Fastify application: plugins, security headers, the four API groups and the SPA. */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { OPERATOR } from '@partner-portal/contract/constants';
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { STAFF_INSPECTION_PATHS } from '@partner-portal/contract/inspection-constants';
import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import { HEALTH_PATH, healthSchema } from '@partner-portal/contract/platform-api';
import { STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import { sql } from 'drizzle-orm';
import helmet from 'helmet';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, AppLimits } from './platform/app-context.js';
import type { TrustedProxies } from './config.js';
import { analyticsRoutes, staffAnalyticsRoutes } from './features/analytics/analytics-routes.js';
import { bearerAuthentication } from './platform/auth/authenticate.js';
import { createLoginThrottle } from './platform/auth/login-throttle.js';
import {
  memberAccountRoutes,
  memberPublicRoutes,
  memberRecoveryRoutes,
} from './features/members/member-routes.js';
import { scope, staffScope, type RouteAuth, type StaffRouteRole } from './platform/auth/scopes.js';
import { createTokenService } from './platform/auth/tokens.js';
import type { DatabaseHandle } from './db/client.js';
import { inquiryRoutes } from './features/inquiries/inquiry-routes.js';
import { partnerRoutes } from './features/partners/partner-routes.js';
import { shellRoutes } from './features/shell/shell-routes.js';
import { leadRoutes, marketplaceLeadRoutes } from './features/leads/lead-routes.js';
import { createLeadStreamHub, type LeadStreamHub } from './features/leads/lead-stream.js';
import type { RelayProvider } from './platform/relay/relay-provider.js';
import { relaySandbox } from './platform/relay/relay-sandbox.js';
import type { TaxInvoiceProvider } from './platform/tax-invoice/tax-invoice-provider.js';
import { taxInvoiceSandbox } from './platform/tax-invoice/tax-invoice-sandbox.js';
import { staffTaxDocumentRoutes, taxDocumentRoutes } from './features/tax-documents/tax-document-routes.js';
import { systemClock, type Clock } from './shared/clock.js';
import { registerControlCharacterGuard } from './shared/control-characters.js';
import { registerErrorHandling, sendFrameworkError, type ServerErrorReporter } from './shared/errors.js';
import { registerJsonBodyGuard } from './shared/json-body.js';
import { isApiRequest } from './shared/api-request.js';
import { registerNoStore } from './shared/no-store.js';
import { loggerOptions } from './shared/logger.js';
import { useKoreanValidationMessages } from './shared/korean-validation.js';
import { registerRequestLog } from './shared/request-log.js';
import { createAddressLimiter, registerAddressLimits } from './shared/rate-limit.js';
import { signUpRoutes } from './features/signup/signup-routes.js';
import { termsRoutes } from './features/terms/terms-routes.js';
import { termsWriteGate } from './features/terms/terms-gate.js';
import { HASHED_ASSET, registerSpa } from './web-app/spa.js';
import { addSharedErrorResponses, registerApiDocs } from './api-docs/api-docs.js';
import { createHmac } from 'node:crypto';
import type { IdentityProvider } from './platform/identity/identity-provider.js';
import { createIdentityService } from './platform/identity/identity-service.js';
import { identityRoutes } from './features/identity/identity-routes.js';
import { sandboxIdentityProvider } from './platform/identity/nice-sandbox.js';
import { profileRoutes } from './features/partners/profile-routes.js';
import { agreementRoutes } from './features/terms/agreement-routes.js';
import { termsStaffRoutes } from './features/terms/terms-staff-routes.js';
import { caseRoutes } from './features/cases/case-routes.js';
import { cardReturnRoutes, orderRoutes } from './features/orders/order-routes.js';
import { holdsPlan } from './features/orders/order-service.js';
import { planApplicationRoutes, planCatalogueRoutes } from './features/plans/plan-routes.js';
import { fieldCipher } from './shared/field-crypto.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { queuedImagePipeline } from './platform/storage/image-pipeline.js';
import { createBoundedQueue, type BoundedQueue } from './shared/bounded-queue.js';
import { uploadRoutes } from './platform/storage/file-routes.js';
import { staffOrderRoutes } from './features/orders/staff-order-routes.js';
import { staffSubscriptionRoutes } from './features/subscriptions/staff-subscription-routes.js';
import { staffPartnerRoutes } from './features/partners/staff-partner-routes.js';
import { staffCorrectionRoutes } from './features/partners/staff-correction-routes.js';
import { staffRefundRoutes } from './features/orders/staff-refund-routes.js';
import { activePartnerIds } from './features/partners/partner-service.js';
import { settingsPartnerRoutes, settingsStaffRoutes } from './features/settings/settings-routes.js';
import {
  consultationStatusRoutes,
  staffRequestDeskRoutes,
} from './features/request-desks/request-desk-routes.js';
import { staffDashboardRoutes } from './features/dashboard/dashboard-routes.js';
import {
  staffAdminRoutes,
  staffLoginRoutes,
  staffSelfRoutes,
} from './features/staff/staff-security-routes.js';
import { staffImageRoutes } from './platform/storage/staff-image-routes.js';
import {
  contentPartnerRoutes,
  contentServiceRoutes,
  contentStaffRoutes,
  faqRoutes,
} from './features/content/content-routes.js';
import { webhookRoutes } from './features/orders/webhook-routes.js';
import { registerInspectionGate } from './features/inspections/inspection-gate.js';
import { inspectionStaffRoutes, inspectionStatusRoutes } from './features/inspections/inspection-routes.js';
import { inspectionStatusSource } from './features/inspections/inspection-status.js';
import { popupPartnerRoutes, popupStaffRoutes } from './features/popups/popup-routes.js';
import { subscriptionRoutes } from './features/subscriptions/subscription-routes.js';
import type { EmailSettings } from './platform/notifications/email-channel.js';
import type { SolapiSettings } from './platform/notifications/alimtalk/solapi-channel.js';
import { PermanentRefusal, type DeliveryChannel } from './platform/notifications/delivery-channel.js';
import { webPushChannel, type WebPushSettings } from './platform/notifications/web-push/web-push-channel.js';
import { createMessagingChannels } from './platform/notifications/messaging-channels.js';
import { notificationTemplates } from './features/notifications/templates.js';
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import { notificationRoutes } from './features/notifications/notification-routes.js';
import { staffNotificationRoutes } from './features/notifications/staff-notification-routes.js';
import {
  createPaymentGateway,
  nicePayScriptOrigin,
  type NicePayConfig,
} from './platform/gateway/create-payment-gateway.js';
import type { PgSandbox } from './platform/gateway/sandbox/pg-sandbox.js';
import { publicQuoteRoutes, quoteRoutes } from './features/quotes/quote-routes.js';
import { quoteLinks } from './features/quotes/quote-link.js';
import { rejoinHasher } from './shared/rejoin-hash.js';
import { withdrawalRoutes } from './features/withdrawal/withdrawal-routes.js';
import { planReturnRoutes, staffLeadRoutes } from './features/lead-returns/lead-returns-routes.js';

export interface AppOptions {
  database: DatabaseHandle;
  clock: Clock;
  /** The real time for authenticator codes (default: the system's); tests pass their fixed clock. */
  totpClock?: Clock;
  jwtSecret: string;
  logLevel: string;
  /** Never `true`: that would take the left-most X-Forwarded-For, which any client writes. */
  trustProxy: TrustedProxies;
  mallUrl: string;
  limits: AppLimits;
  /** Business numbers refused at sign-up, digits only (default: the provider's own). */
  reservedBusinessNumbers?: readonly string[];
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string;
  /** Encryption secret of sensitive fields at rest (settlement account, verification keys). */
  fieldSecret: string;
  /** Where uploaded images live (a folder, or an S3-compatible bucket). */
  storage: FileStorage;
  /** The line uploaded images wait in (default: 2 decoded at once, 20 waiting). */
  imageQueue?: BoundedQueue;
  /** Real NicePay keys; without them the in-server sandbox (under /pg-sandbox) answers. */
  nicepay?: NicePayConfig;
  /** Gateway timeouts, shortened in tests. */
  paymentTimeouts?: { readMs: number; sandboxSlowAnswerMs: number };
  /** How often the payment sandbox sends due webhooks (1 s); 0: only through `app.pgSandbox` (tests). */
  sandboxWebhookPollMs?: number;
  /** Notifications by e-mail over SMTP; without it the e-mail sandbox records them. */
  email?: EmailSettings;
  /** KakaoTalk alimtalk (SMS/LMS fallback) over Solapi; without it the alimtalk sandbox answers. */
  solapi?: SolapiSettings;
  /** Web push with VAPID keys; without it no browser can subscribe. */
  webPush?: WebPushSettings;
  /**
   * Push subscriptions to any address (embedded mode: the journeys' local push service); otherwise
   * only the browsers' push services are accepted, so no partner can make the server call elsewhere.
   */
  anyPushEndpoint?: boolean;
  /** Channels in place of the configured ones (tests record what would be sent). */
  notificationChannels?: Partial<Record<NotificationChannel, DeliveryChannel>>;
  /** The operations mailbox for staff notifications (STAFF_ALERT_EMAIL). */
  staffMailbox?: string;
  /** The portal's public address, for links in notifications (PORTAL_URL). */
  portalUrl?: string;
  /** NICE in production; the in-process sandbox (mounted under /identity-sandbox) otherwise. */
  identityProvider?: IdentityProvider;
  /** Relay numbers (안심번호) of accepted leads; without it the sandbox issues 0508 numbers. */
  relay?: RelayProvider;
  /** 전자세금계산서 and 현금영수증 over Popbill; without it the sandbox issues (table tax_invoice_sandbox). */
  taxInvoices?: TaxInvoiceProvider;
  /** Signs the customers' quote links (QUOTE_LINK_SECRET); default: derived from `jwtSecret`. */
  quoteLinkSecret?: string;
  /** Keys the hashes a withdrawn account keeps for the re-join check (REJOIN_HASH_SECRET); default: derived from `jwtSecret`. */
  rejoinHashSecret?: string;
  /** The marketplace's token for recording leads (`POST /service-api/internal/estimates`); none: the call answers 404. */
  marketplaceServiceToken?: string;
  /** Where logs go (standard output when omitted); tests read it to prove nothing secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** Told of each 500 (Sentry when `SENTRY_DSN` is set); without it errors are only logged. */
  reportServerError?: ServerErrorReporter;
  /** Origins the SPA's own third parties need in the CSP (Channel Talk, browser error reports). */
  browserThirdParties?: BrowserThirdParties;
}

export interface BrowserThirdParties {
  /** The SPA is built with a Channel Talk plugin key: its hosts are allowed. */
  channelTalk: boolean;
  /** Where the SPA's error reports go (an origin), allowed in connect-src. */
  errorReportOrigin?: string;
}

/** Channel Talk's web SDK: the script on its CDN, then its API, websocket, images and messenger frame. */
const CHANNEL_TALK_CSP = {
  scriptSrc: ['https://cdn.channel.io'],
  connectSrc: ['https://*.channel.io', 'wss://*.channel.io'],
  imgSrc: ['https://*.channel.io'],
  frameSrc: ['https://*.channel.io'],
  fontSrc: ['https://*.channel.io'],
};

/**
 * The Kakao (formerly Daum) postcode search, loaded only when a partner clicks 주소 검색: its loader
 * script and the scripts it pulls from the CDN (daumcdn, now also kakaocdn), and the search page it
 * embeds in a frame.
 */
// Policies pages and API answers share (helmet writes the pages' from these too).
const OPENER_POLICY = 'same-origin-allow-popups';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Every API answer's security headers (the pages' set is helmet's, below). */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  // Its redirects (identity and card returns) lead to pages inside windows the portal opened: the
  // pages' opener policy on them too, or the browser cuts the window off from its opener on the way
  // (the verification's result then never reaches the sign-up), and the referrer stays trimmed.
  'cross-origin-opener-policy': OPENER_POLICY,
  'referrer-policy': REFERRER_POLICY,
} as const;

const POSTCODE_SEARCH_CSP = {
  scriptSrc: ['https://t1.daumcdn.net', 'https://t1.kakaocdn.net'],
  frameSrc: ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'],
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  useKoreanValidationMessages();
  const trusted = options.trustProxy;
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    // Fastify refuses a bare hop count; counted here the way proxy-addr counts (0: the socket's peer).
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    // Request ids are random, never derived from client input.
    genReqId: () => crypto.randomUUID(),
    // One line per request instead of two (shared/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A path segment over the router's limit, or a path that does not decode: the API's envelope.
    frameworkErrors: (error, _request, reply) =>
      sendFrameworkError(error, reply.headers(API_SECURITY_HEADERS)),
  });
  registerRequestLog(app);
  // Every route as registered, with the scope it sits in (tests and the API document read it).
  const registeredRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registeredRoutes.push(route);
    addSharedErrorResponses(route);
  });
  app.decorate('registeredRoutes', () =>
    registeredRoutes.map((route) => ({
      method: route.method,
      url: route.url,
      auth: route.config?.auth ?? 'public',
      staffRole: route.config?.staffRole,
    })),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, options.reportServerError);
  registerJsonBodyGuard(app);
  registerControlCharacterGuard(app);
  registerNoStore(app);
  const thirdParties = options.browserThirdParties;
  const channelTalk = (directive: keyof typeof CHANNEL_TALK_CSP) =>
    thirdParties?.channelTalk ? CHANNEL_TALK_CSP[directive] : [];

  // gzip/brotli for the SPA's assets and larger JSON; small answers stay uncompressed.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);
  // Helmet's middleware is built once here (the Fastify plugin built it again on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(options.nicepay ? [nicePayScriptOrigin(options.nicepay)] : []),
          ...POSTCODE_SEARCH_CSP.scriptSrc,
          ...channelTalk('scriptSrc'),
        ],
        // antd writes its theme's CSS variables (and, outside the build, all its styles) at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...channelTalk('imgSrc')],
        connectSrc: [
          "'self'",
          ...channelTalk('connectSrc'),
          ...(thirdParties?.errorReportOrigin ? [thirdParties.errorReportOrigin] : []),
        ],
        fontSrc: ["'self'", 'data:', ...channelTalk('fontSrc')],
        frameSrc: ["'self'", ...POSTCODE_SEARCH_CSP.frameSrc, ...channelTalk('frameSrc')],
        formAction: [
          "'self'",
          new URL(options.mallUrl).origin,
          ...(options.identityProvider ? ['https://nice.checkplus.co.kr'] : []),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    // The sign-up's business-information popup and the mall open other windows.
    crossOriginOpenerPolicy: { policy: OPENER_POLICY },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // A hashed script or stylesheet is no document: a policy, framing or referrer rule means nothing
    // on it, and on a signed-in page's thirty-odd files those headers cost ~1 kB each.
    if (HASHED_ASSET.test(request.url)) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    // An API answer (JSON, a download or a redirect) is no page either: it gets the set OWASP's REST
    // cheat sheet names, with a policy that lets it load and frame nothing, instead of the pages' set.
    if (isApiRequest(request)) {
      reply.headers(API_SECURITY_HEADERS);
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  await registerApiDocs(app);

  const { db } = options.database;
  const tokens = createTokenService(db, options.clock, options.jwtSecret);
  const addressSecret = createHmac('sha256', options.jwtSecret).update('client-address').digest('hex');
  const cipher = fieldCipher(options.fieldSecret);
  const portalUrl = options.portalUrl ?? 'http://127.0.0.1:8080';
  const links = quoteLinks(
    options.quoteLinkSecret ?? createHmac('sha256', options.jwtSecret).update('quote-link').digest('hex'),
    portalUrl,
  );
  const sandboxIdentity = options.identityProvider ? undefined : sandboxIdentityProvider(options.fieldSecret);
  const payments = createPaymentGateway({
    nicepay: options.nicepay,
    db,
    clock: options.clock,
    sandboxSecret: options.fieldSecret,
    selfUrl: 'http://127.0.0.1',
    // The sandbox answers inside this very app: calls go through inject, no port needed.
    app,
    sandboxWebhookUrl: `http://127.0.0.1${ORDER_PATHS.webhook}`,
    logger: app.log,
    ...(options.paymentTimeouts ? { timeouts: options.paymentTimeouts } : {}),
    ...(options.sandboxWebhookPollMs === undefined
      ? {}
      : { sandboxWebhookPollMs: options.sandboxWebhookPollMs }),
  });
  const messaging = createMessagingChannels(
    { solapi: options.solapi, email: options.email },
    { db, clock: options.clock, approvedTemplates: notificationTemplates().values() },
  );
  const push = options.webPush ? webPushChannel(options.webPush) : undefined;
  const ctx: AppContext = {
    db,
    clock: options.clock,
    totpClock: options.totpClock ?? systemClock,
    tokens,
    throttle: createLoginThrottle(db, options.clock, addressSecret),
    limiter: createAddressLimiter(db, options.clock, addressSecret),
    limits: options.limits,
    reservedBusinessNumbers: new Set(
      options.reservedBusinessNumbers ?? [digitsOnly(OPERATOR.businessNumber)],
    ),
    authenticate: bearerAuthentication(tokens),
    identity: createIdentityService(db, options.clock, options.identityProvider ?? sandboxIdentity!, cipher),
    cipher,
    storage: options.storage,
    images: queuedImagePipeline(options.imageQueue ?? createBoundedQueue({ concurrency: 2, maxWaiting: 20 })),
    payments: payments.gateway,
    notifications: {
      channels: {
        alimtalk: messaging.alimtalk,
        email: messaging.email,
        push: push ?? noWebPush,
        ...options.notificationChannels,
      },
      staffMailbox: options.staffMailbox ?? null,
      pushPublicKey: push?.publicKey ?? null,
      anyPushEndpoint: options.anyPushEndpoint ?? false,
      portalUrl,
    },
    holdsPlan: (partnerId) => holdsPlan(db, options.clock, partnerId),
    rejoinHash: rejoinHasher(
      options.rejoinHashSecret ?? createHmac('sha256', options.jwtSecret).update('rejoin-hash').digest('hex'),
    ),
    relay: options.relay ?? relaySandbox(),
    taxInvoices: options.taxInvoices ?? taxInvoiceSandbox(db, options.clock),
  };

  app.decorate('context', ctx);
  // New leads, live: one listener per instance; streams end before the server closes.
  const leadStreams = createLeadStreamHub(options.database, app.log);
  app.decorate('leadStreams', leadStreams);
  app.addHook('preClose', () => leadStreams.close());
  registerAddressLimits(app, ctx.limiter);

  // While a service inspection runs, partner writes (and reads, unless allowed) answer 503.
  const inspections = inspectionStatusSource(db, options.clock);
  registerInspectionGate(app, inspections, options.clock);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      HEALTH_PATH,
      { schema: { summary: '상태 확인: 데이터베이스가 답하면 200', response: { 200: healthSchema } } },
      async (_request, reply) => {
        await db.execute(sql`select 1`);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' });
      },
    );

  // The four API groups of the spec, and staff. Each authenticated part sits in one scope whose hook
  // checks the bearer token before anything else runs (platform/auth/scopes.ts).
  await app.register(
    async (member) => {
      await member.register(memberPublicRoutes, ctx);
      await member.register(memberRecoveryRoutes, ctx);
      await member.register(scope('member', memberAccountRoutes), ctx);
    },
    { prefix: API_PREFIX.member },
  );
  await app.register(
    async (partner) => {
      await partner.register(signUpRoutes, ctx);
      await partner.register(inquiryRoutes, ctx);
      await partner.register(identityRoutes, ctx);
      await partner.register(cardReturnRoutes, ctx);
      await partner.register(faqRoutes, ctx);
      await partner.register(
        scope(
          'partner',
          // first: refuses writes while required terms are outstanding (features/terms/terms-gate.ts)
          termsWriteGate,
          partnerRoutes,
          shellRoutes,
          analyticsRoutes,
          profileRoutes,
          agreementRoutes,
          caseRoutes,
          orderRoutes,
          subscriptionRoutes,
          contentPartnerRoutes,
          popupPartnerRoutes,
          leadRoutes(leadStreams),
          notificationRoutes,
          quoteRoutes(links),
          planReturnRoutes,
          settingsPartnerRoutes,
          withdrawalRoutes,
          taxDocumentRoutes,
        ),
        ctx,
      );
    },
    { prefix: API_PREFIX.partner },
  );
  await app.register(
    async (plan) => {
      await plan.register(planCatalogueRoutes, ctx);
      await plan.register(
        scope('partner', termsWriteGate, planApplicationRoutes, consultationStatusRoutes),
        ctx,
      );
    },
    { prefix: API_PREFIX.plan },
  );
  await app.register(
    async (service) => {
      await service.register(termsRoutes, ctx);
      await service.register(contentServiceRoutes, ctx);
      await service.register(inspectionStatusRoutes(inspections), ctx);
      await service.register(marketplaceLeadRoutes(options.marketplaceServiceToken), ctx);
    },
    { prefix: API_PREFIX.service },
  );
  await app.register(
    async (staff) => {
      await staff.register(staffLoginRoutes, ctx);
      await staff.register(staffScope('any', staffSelfRoutes), ctx);
      await staff.register(
        staffScope(
          'operations',
          staffOrderRoutes,
          staffSubscriptionRoutes,
          staffDashboardRoutes,
          staffPartnerRoutes,
          staffAnalyticsRoutes,
          staffLeadRoutes,
          staffRefundRoutes,
          staffCorrectionRoutes,
          staffRequestDeskRoutes,
          staffTaxDocumentRoutes,
        ),
        ctx,
      );
      await staff.register(staffScope(['operations', 'admin'], staffNotificationRoutes), ctx);
      await staff.register(
        staffScope('content', contentStaffRoutes, staffImageRoutes(STAFF_DESK_PATHS.contentImages)),
        ctx,
      );
      await staff.register(staffScope('admin', staffAdminRoutes, settingsStaffRoutes), ctx);
      await staff.register(
        staffScope(
          ['operations', 'admin'],
          inspectionStaffRoutes(inspections),
          staffImageRoutes(STAFF_INSPECTION_PATHS.images),
        ),
        ctx,
      );
      await staff.register(staffScope(['content', 'admin'], popupStaffRoutes), ctx);
      // The partners told of a scheduled terms version: every active one (partners → terms already).
      await staff.register(staffScope(['content', 'admin'], termsStaffRoutes(activePartnerIds)), ctx);
    },
    { prefix: API_PREFIX.staff },
  );
  await app.register(webhookRoutes, ctx);
  await app.register(publicQuoteRoutes(links), ctx);

  await app.register(uploadRoutes, { storage: ctx.storage });
  if (sandboxIdentity) await app.register(sandboxIdentity.routes);
  if (payments.sandbox) await app.register(payments.sandbox.routes);
  if (messaging.sandboxRoutes) await app.register(messaging.sandboxRoutes);
  app.decorate('pgSandbox', payments.sandbox);
  await registerSpa(app, options.webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
    /** Every route with the scope it sits in; `auth` is `public` outside any scope. */
    registeredRoutes(): {
      method: RouteOptions['method'];
      url: string;
      auth: RouteAuth;
      /** The role a staff route needs. */
      staffRole: StaffRouteRole | undefined;
    }[];
    /** The payment sandbox when no real NicePay keys are set. */
    pgSandbox: PgSandbox | undefined;
    /** The open lead streams of this instance (`…/leads/stream`). */
    leadStreams: LeadStreamHub;
  }
}

/** Without VAPID keys (API tests): no browser can subscribe, so push reaches no one. */
const noWebPush: DeliveryChannel = {
  name: 'push',
  reaches: () => false,
  maskRecipient: () => null,
  send: () => Promise.reject(new PermanentRefusal('웹 푸시가 설정되지 않음')),
};
