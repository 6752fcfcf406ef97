/**
 * The SPA's build-time configuration (`VITE_*`), validated with zod when Vite starts (dev server,
 * build, tests): a bad value stops it, naming the variable. The browser gets the parsed values
 * through `virtual:app-config`, so zod does not weigh on the entry pages.
 */
import { z } from 'zod';

const apiBase = z
  .string()
  .regex(/^(https?:\/\/\S+|\/\S*)$/, 'an http(s) URL or a /path prefix')
  .optional();
const externalUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

const appConfigSchema = z.object({
  // API bases default to the same-origin prefixes of the contract (applied in lib/env.ts).
  VITE_MEMBER_API: apiBase,
  VITE_PARTNER_API: apiBase,
  VITE_SERVICE_API: apiBase,
  VITE_PLAN_API: apiBase,
  VITE_MALL_URL: externalUrl('https://mall.partner-portal.example/sso'),
  VITE_COMPANY_URL: externalUrl('https://www.partner-portal.example/company'),
  VITE_AD_PRODUCTS_URL: externalUrl('https://support.partner-portal.example/ad-products'),
  VITE_APP_STORE_URL: externalUrl('https://www.partner-portal.example/app/ios'),
  VITE_PLAY_STORE_URL: externalUrl('https://www.partner-portal.example/app/android'),
  // Optional third parties (ARCHITECTURE): unset, nothing of them is loaded and no request is made.
  VITE_CHANNEL_TALK_PLUGIN_KEY: z
    .string()
    .regex(/^[0-9A-Za-z-]{8,64}$/, 'a Channel Talk plugin key (8-64 letters, digits and hyphens)')
    .optional(),
  VITE_SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  VITE_SENTRY_ENVIRONMENT: z.string().max(64).default('production'),
});

export type AppConfig = z.output<typeof appConfigSchema>;

export function parseAppConfig(env: Record<string, unknown>): AppConfig {
  // An empty variable means "not set".
  const vars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = appConfigSchema.safeParse(vars);
  if (!result.success) throw new Error(`Invalid VITE_* configuration:\n${z.prettifyError(result.error)}`);
  return result.data;
}
