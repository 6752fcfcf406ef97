/** Server configuration from the environment, validated once at start-up. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { NicePayConfig } from './platform/gateway/create-payment-gateway.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The legal texts shipped with the server (front matter + Markdown, one file per version). */
export const DEFAULT_TERMS_DIR = `${REPO_ROOT}apps/server/content/terms`;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default(`${REPO_ROOT}data`),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    FIELD_ENCRYPTION_KEY: z.string().min(32, 'FIELD_ENCRYPTION_KEY must be at least 32 characters').optional(),
    UPLOADS_DIR: z.string().optional(),
    NICEPAY_CLIENT_KEY: z.string().optional(),
    NICEPAY_SECRET_KEY: z.string().min(16, 'NICEPAY_SECRET_KEY must be at least 16 characters').optional(),
    NICEPAY_ENVIRONMENT: z.enum(['live', 'test']).default('live'),
    NICE_CLIENT_ID: z.string().optional(),
    NICE_ACCESS_TOKEN: z.string().optional(),
    NICE_PRODUCT_ID: z.string().optional(),
    SEED_DEMO: z.enum(['0', '1']).optional(),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(`${REPO_ROOT}apps/web/dist`),
    TERMS_DIR: z.string().default(DEFAULT_TERMS_DIR),
    MALL_URL: z.string().url().default('https://mall.partner-portal.example/sso'),
  })
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    message: 'JWT_SECRET is required with DATABASE_URL (production mode)',
    path: ['JWT_SECRET'],
  })
  .refine((env) => !env.DATABASE_URL || env.FIELD_ENCRYPTION_KEY, {
    message: 'FIELD_ENCRYPTION_KEY is required with DATABASE_URL (production mode)',
    path: ['FIELD_ENCRYPTION_KEY'],
  })
  .refine((env) => !env.NICEPAY_CLIENT_KEY === !env.NICEPAY_SECRET_KEY, {
    message: 'NICEPAY_CLIENT_KEY and NICEPAY_SECRET_KEY go together',
    path: ['NICEPAY_CLIENT_KEY'],
  })
  .refine((env) => !env.NICE_CLIENT_ID || (env.NICE_ACCESS_TOKEN && env.NICE_PRODUCT_ID), {
    message: 'NICE_ACCESS_TOKEN and NICE_PRODUCT_ID go with NICE_CLIENT_ID',
    path: ['NICE_CLIENT_ID'],
  });

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded mode: PGlite in this folder. Production: PostgreSQL at `databaseUrl`. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  fieldEncryptionKey: string | undefined;
  uploadsDir: string;
  /** Real NICE identity verification when configured; the sandbox otherwise. */
  nice: { clientId: string; accessToken: string; productId: string } | undefined;
  /** Real NicePay card payments when configured; the in-server sandbox otherwise. */
  nicepay: NicePayConfig | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /** Legal texts loaded at start; a new version is published by adding its file and restarting. */
  termsDir: string;
  mallUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    uploadsDir: e.UPLOADS_DIR ?? `${e.DATA_DIR}/uploads`,
    nicepay:
      e.NICEPAY_CLIENT_KEY && e.NICEPAY_SECRET_KEY
        ? { clientKey: e.NICEPAY_CLIENT_KEY, secretKey: e.NICEPAY_SECRET_KEY, environment: e.NICEPAY_ENVIRONMENT }
        : undefined,
    nice:
      e.NICE_CLIENT_ID && e.NICE_ACCESS_TOKEN && e.NICE_PRODUCT_ID
        ? { clientId: e.NICE_CLIENT_ID, accessToken: e.NICE_ACCESS_TOKEN, productId: e.NICE_PRODUCT_ID }
        : undefined,
    // Embedded mode seeds the demo by default; production only when asked.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    termsDir: e.TERMS_DIR,
    mallUrl: e.MALL_URL,
  };
}
