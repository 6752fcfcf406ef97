/** Served by the app-config plugin of vite.config.ts; lib/env.ts gives it its type. */
declare module 'virtual:app-config' {
  const config: unknown;
  export default config;
  /** VITE_SENTRY_DSN, or '' when unset. */
  export const SENTRY_DSN: string;
}
