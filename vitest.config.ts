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
const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const webFilesWithModuleMocks = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(`apps/web/src/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

const serverProject = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: sourceFirst.resolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: database },
    globalSetup: ['src/test-support/prepared-database.ts'],
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
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      webProject('web', { include: [WEB_TESTS], exclude: webFilesWithModuleMocks }, false),
      webProject('web-mocks', { include: webFilesWithModuleMocks }, true),
    ],
  },
});
