import { readdirSync, readFileSync } from 'node:fs';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Workspace packages resolve to their TypeScript source in tests (the "source" export condition).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

// The server's dependencies resolve as Node resolves them: without vite's `module` condition, which
// picks the AWS SDK's bundler build (extension-less ESM imports that Node cannot load).
const serverConditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

// Test files share their worker's modules (isolate: false): importing the app, antd or PGlite again
// for each file was most of the suite's time. A file that replaces a module with vi.mock runs
// isolated, or the next file in its worker would get the mock.
/** An app's test files (`src/…`) whose text matches `pattern`. */
const testFilesOf = (app: string, pattern: RegExp) =>
  readdirSync(`${app}/src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && pattern.test(readFileSync(`${app}/src/${file}`, 'utf8')))
    .map((file) => `src/${file}`);

const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const webFilesWithModuleMocks = testFilesOf('apps/web', /\bvi\.(do)?mock\(/);

// The server's tests that open the test database run on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run then runs them on PGlite in its Node 24 pass: each database once,
// not PGlite twice); the others (pure functions, the embedded data folder, the CLI) once.
const SERVER_TESTS = 'src/**/*.test.ts';
const serverFilesWithDatabase = testFilesOf('apps/server', /\b(createTestApp|openTestDatabase)\b/);

const serverProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  database?: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  resolve: sourceFirst.resolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name,
    root: 'apps/server',
    ...files,
    environment: 'node',
    ...(database
      ? { env: { TEST_DB_KIND: database }, globalSetup: ['src/test-support/prepared-database.ts'] }
      : {}),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) =>
  ({
    extends: 'apps/web/vite.config.ts',
    ...sourceFirst,
    test: {
      name,
      root: 'apps/web',
      ...files,
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      isolate,
      testTimeout: 20_000,
      // A file's first import of antd (a lazily loaded dialog, loaded ahead in beforeAll) can take
      // more than the default 10 s on a busy 2-core machine.
      hookTimeout: 30_000,
    },
  }) satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which leaves a core idle while a file waits on its
    // database or renders.
    maxWorkers: 2,
    projects: [
      {
        ...sourceFirst,
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      serverProject('server', { include: [SERVER_TESTS], exclude: serverFilesWithDatabase }),
      process.env.TEST_DATABASE_URL
        ? serverProject('server-postgres', { include: serverFilesWithDatabase }, 'postgres')
        : serverProject('server-pglite', { include: serverFilesWithDatabase }, 'pglite'),
      webProject('web', { include: [WEB_TESTS], exclude: webFilesWithModuleMocks }, false),
      webProject('web-mocks', { include: webFilesWithModuleMocks }, true),
    ],
  },
});
