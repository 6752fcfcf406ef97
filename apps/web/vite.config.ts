/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { PATHS } from '../../packages/contract/src/routes.ts';
import { antdStaticCss, isAntdStylesheet } from './antd-static-css.ts';
import { precompressAssets } from './precompress-assets.ts';
import { prerenderPages } from './prerender-pages.ts';
import { reactEsmOnce } from './react-esm-once.ts';
import { routePreloads } from './route-preloads.ts';
import { signedInShellChunk } from './signed-in-shell-chunk.ts';
import { parseAppConfig } from './src/config/app-config.ts';

const API_TARGET = 'http://127.0.0.1:8080';
const PROXIED = [
  '/member-api',
  '/partner-api',
  '/service-api',
  '/plan-api',
  '/staff-api',
  '/pg-sandbox',
  '/healthz',
];
const STAFF_PAGE = /^\/staff(\/|$)/;

/** Validates the VITE_* variables at start-up and hands the parsed values to the app. */
function appConfig(): Plugin {
  const id = 'virtual:app-config';
  let source = '';
  return {
    name: 'app-config',
    configResolved(config) {
      const parsed = parseAppConfig(config.env);
      // Named constants too: the bundler folds them, so code behind an unset key drops out of the build.
      source = `export default ${JSON.stringify(parsed)};
export const SENTRY_DSN = ${JSON.stringify(parsed.VITE_SENTRY_DSN ?? '')};`;
    },
    resolveId: (request) => (request === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source : undefined),
  };
}

/** In development, every `/staff/…` page is the console's HTML (the server does the same in production). */
function staffConsolePages(): Plugin {
  return {
    name: 'staff-console-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && STAFF_PAGE.test(request.url) && request.headers.accept?.includes('text/html'))
          request.url = '/staff.html';
        next();
      });
    },
  };
}

/**
 * Two antd modules that need one small piece of its form take all of it, and every page with them
 * paid for @rc-component/form and its validator (12.6–14 kB brotli):
 * - antd's form context (which every antd input reads, so the signed-in shell loads it) takes one
 *   provider from @rc-component/form's index, which assigns Field, List and useForm onto its form
 *   as it loads: taken from its own module, the provider comes alone;
 * - Radio.Group takes `toNamePathStr` (a field name's path joined by `_`) from antd's form hook
 *   module, which imports rc-form's useForm: /payment loaded the form for its radio buttons alone
 *   (issue #41). Here it comes from the two-line helper below, over antd's own `toArray`.
 * Pages with forms still load the rest.
 */
function antdFormPiecesAlone(): Plugin {
  const ANTD_FORM_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  const ANTD_RADIO_GROUP = /[\\/]node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/;
  const NAME_PATH = '\0antd-name-path';
  return {
    name: 'antd-form-pieces-alone',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (source === '@rc-component/form' && ANTD_FORM_CONTEXT.test(importer))
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      if (source === '../form/hooks/useForm' && ANTD_RADIO_GROUP.test(importer)) return NAME_PATH;
      return null;
    },
    async load(id) {
      if (id !== NAME_PATH) return null;
      const util = await this.resolve('antd/es/form/util.js', undefined, { skipSelf: true });
      return `import { toArray } from ${JSON.stringify(util?.id ?? 'antd/es/form/util.js')};
export const toNamePathStr = (name) => toArray(name).join('_');`;
    },
  };
}

const CONDITIONS = ['source', ...defaultClientConditions];

const MAIN_LAYOUT = '/src/app/layouts/main/main-layout.tsx';
const DATA_SCOPE = '/src/app/data-scope.tsx';

const shellChunk = signedInShellChunk({
  shell: MAIN_LAYOUT,
  dataScope: DATA_SCOPE,
  signedOutPages: ['/src/features/enter/enter-page.tsx', '/src/features/auth/login-page.tsx'],
  lazyFromShell: ['/src/lib/toast-antd.tsx'],
  joinShell: ['/src/app/shell-bootstrap.ts'],
  // What the closure reaches but the layout never runs: the collapse, through the colour picker's presets.
  // (rc-form's index no longer needs a place here: antdFormPiecesAlone keeps it out of the closure.)
  notInShell: /[\\/]node_modules[\\/](@rc-component|antd[\\/]es)[\\/]collapse[\\/]/,
});

export default defineConfig({
  plugins: [
    react(),
    appConfig(),
    staffConsolePages(),
    antdStaticCss(),
    antdFormPiecesAlone(),
    reactEsmOnce(),
    shellChunk.plugin,
    routePreloads({
      routeTable: '/src/app/routes.tsx',
      layouts: { main: [MAIN_LAYOUT] },
      dataScope: DATA_SCOPE,
      entryPaths: [PATHS.enter, PATHS.login],
    }),
    precompressAssets(),
    prerenderPages({
      entry: 'src/app/prerender.tsx',
      startScript: 'src/start-after-paint.js',
      paths: [PATHS.login, PATHS.enter],
      serverEntries: { 'partner-page-worker': 'src/app/partner-page-worker.ts' },
      plugins: () => [react(), appConfig()],
      conditions: CONDITIONS,
    }),
  ],
  // Workspace packages (the contract) resolve to their TypeScript source.
  resolve: { conditions: CONDITIONS },
  server: { proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, API_TARGET])) },
  // The staff console is built on its own (vite.staff.config.ts): sharing no chunk, neither pays for the other.
  // The manifest lets the journeys check each page's JS budget (e2e/tests/bundle-budget.spec.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Browsers preload modules themselves (a browser without modulepreload, Safari before 17, loads
    // them as imported instead): Vite's fallback that fetches them by script was in every entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Inlining common chunks (below) needs it; the entry's exports are nobody's API.
      preserveEntrySignatures: false,
      // @rc-component's packages declare no `sideEffects` although they have none (antd's, which
      // wrap them, declare so): without this, every antd page kept all of @rc-component/form.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'signed-in-shell',
              // With it, every antd stylesheet the app uses: one file for all pages, not one per shared chunk.
              test: (id: string) => shellChunk.shell(id) || isAntdStylesheet(id),
              includeDependenciesRecursively: false,
            },
            { name: 'data-scope', test: shellChunk.dataScope, includeDependenciesRecursively: false },
            // What the entry imports statically, in the entry's file: a few modules (React's CommonJS
            // wrapper, the route table) were otherwise split off into files of their own.
            { name: 'initial', tags: ['$initial'] },
          ],
          // Shared code under ~30 kB of source is copied into each page chunk that uses it instead of
          // a file of its own: /intro's first load went from 29 JS files to 10 for ~20 kB more
          // (the strict execution order it needs wraps each module), and Lighthouse's LCP and TBT
          // fell on every page measured. Larger shared parts (the date picker, select, order
          // screens' parts) stay shared, so a navigation does not download them twice.
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
  test: {
    // Node would load antd's CommonJS build, which requires ESM-only packages: tests take its ES
    // build through Vite instead.
    alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
    server: { deps: { inline: [/[\\/]antd[\\/]/, /@rc-component/, /@ant-design/] } },
  },
});
