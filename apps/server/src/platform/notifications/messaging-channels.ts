/**
 * Wiring: the alimtalk channel on Solapi when its keys are configured and the e-mail channel on SMTP
 * when `SMTP_URL` is set; otherwise each is its sandbox, which records messages in the database, and
 * the sandbox's read endpoint (`GET /notification-sandbox/messages`) is to be mounted, as the payment
 * sandbox is only without real keys.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { alimtalkSandbox, type ApprovedTemplate } from './alimtalk/alimtalk-sandbox.js';
import { solapiChannel, type SolapiSettings } from './alimtalk/solapi-channel.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { sandboxEmailChannel, smtpEmailChannel, type EmailSettings } from './email-channel.js';
import { messagingSandboxRoutes } from './messaging-sandbox.js';

export interface MessagingSettings {
  /** Real alimtalk; without it the sandbox answers. */
  solapi: SolapiSettings | undefined;
  /** Real e-mail; without it the sandbox records. */
  email: EmailSettings | undefined;
}

export interface MessagingDependencies {
  db: Database;
  clock: Clock;
  /** The approved alimtalk templates the sandbox checks messages against (code and body). */
  approvedTemplates: Iterable<ApprovedTemplate>;
}

export interface MessagingChannels {
  alimtalk: DeliveryChannel;
  email: DeliveryChannel;
  /** Set when a sandbox stands in for a provider: register it on the app. */
  sandboxRoutes: FastifyPluginAsync | undefined;
}

export const alimtalkChannel = (
  settings: SolapiSettings | undefined,
  deps: MessagingDependencies,
): DeliveryChannel =>
  settings ? solapiChannel(settings) : alimtalkSandbox(deps.db, deps.clock, deps.approvedTemplates);

export const emailChannel = (
  settings: EmailSettings | undefined,
  deps: MessagingDependencies,
): DeliveryChannel => (settings ? smtpEmailChannel(settings) : sandboxEmailChannel(deps.db, deps.clock));

export function createMessagingChannels(
  settings: MessagingSettings,
  deps: MessagingDependencies,
): MessagingChannels {
  return {
    alimtalk: alimtalkChannel(settings.solapi, deps),
    email: emailChannel(settings.email, deps),
    sandboxRoutes: settings.solapi && settings.email ? undefined : messagingSandboxRoutes(deps.db),
  };
}
