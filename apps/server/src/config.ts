/** Server configuration from the environment, validated once at start-up. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default(`${REPO_ROOT}data`),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    SEED_DEMO: z.enum(['0', '1']).optional(),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(`${REPO_ROOT}apps/web/dist`),
    MALL_URL: z.string().url().default('https://mall.partner-portal.example/sso'),
  })
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    message: 'JWT_SECRET is required with DATABASE_URL (production mode)',
    path: ['JWT_SECRET'],
  });

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded mode: PGlite in this folder. Production: PostgreSQL at `databaseUrl`. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
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
    // Embedded mode seeds the demo by default; production only when asked.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    mallUrl: e.MALL_URL,
  };
}
