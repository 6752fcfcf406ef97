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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceFirst,
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: 'apps/web/vite.config.ts',
        ...sourceFirst,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
