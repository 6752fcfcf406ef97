/** The app's configuration: validated at build time (src/config/app-config.ts), defaults filled in here. */
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import parsedConfig, { SENTRY_DSN } from 'virtual:app-config';
import type { AppConfig } from '../config/app-config';

const config = parsedConfig as AppConfig;

export const env = {
  memberApi: config.VITE_MEMBER_API ?? API_PREFIX.member,
  partnerApi: config.VITE_PARTNER_API ?? API_PREFIX.partner,
  serviceApi: config.VITE_SERVICE_API ?? API_PREFIX.service,
  planApi: config.VITE_PLAN_API ?? API_PREFIX.plan,
  mallUrl: config.VITE_MALL_URL,
  companyUrl: config.VITE_COMPANY_URL,
  adProductsUrl: config.VITE_AD_PRODUCTS_URL,
  appStoreUrl: config.VITE_APP_STORE_URL,
  playStoreUrl: config.VITE_PLAY_STORE_URL,
  /** Channel Talk (spec §1 chat widget): loaded after login only when set. */
  channelTalkPluginKey: config.VITE_CHANNEL_TALK_PLUGIN_KEY,
  /** Browser errors go to Sentry only when set; the SDK is loaded after the page, never on the way to it. */
  // A folded constant: without a DSN the error-reporting loader drops out of the entry bundle.
  sentryDsn: SENTRY_DSN || undefined,
  sentryEnvironment: config.VITE_SENTRY_ENVIRONMENT,
} as const;
