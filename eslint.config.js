import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverFeatures = foldersIn('apps/server/src/features');
const serverPlatform = foldersIn('apps/server/src/platform');

/**
 * The only server features that may call another feature's services, one way each (ARCHITECTURE
 * "Imports flow downward"). Add an edge here deliberately, never a cycle.
 */
const SERVER_FEATURE_DEPENDENCIES = {
  // → notifications: a feature whose event tells someone queues it through the outbox (outbox.ts).
  content: ['partners', 'notifications'],
  // dashboard → the staff dashboard puts each domain's figures side by side, each read by its own feature.
  dashboard: ['orders', 'partners', 'subscriptions'],
  // inquiries, plans → request-desks: a partnership inquiry or consultation request joins its staff desk on arrival.
  inquiries: ['notifications', 'request-desks'],
  // leads → orders: the home's chart puts the partner's monthly spend beside its leads.
  leads: ['orders', 'notifications'],
  // lead-returns → leads: the staff desk's rows carry the response clock in business hours.
  'lead-returns': ['leads'],
  members: ['notifications'],
  // orders → terms: an order keeps the payment consent, checked against the current terms versions;
  // → settings: a transfer order's instructions carry the account admins set;
  // → tax-documents: a confirmed deposit and a refund queue their tax document in their own transaction.
  orders: ['plans', 'notifications', 'terms', 'settings', 'tax-documents'],
  // partners → cases, orders, subscriptions: the staff partners desk lists the partner's cases, orders and plans;
  // → notifications: the notice before a correction request's deadline.
  partners: ['cases', 'orders', 'terms', 'subscriptions', 'notifications'],
  plans: ['notifications', 'request-desks'],
  // popups → partners (ad plans, grade), subscriptions (renewing plans), content (plain-text sanitizer),
  // settings (the bank account a popup's {입금계좌} shows).
  popups: ['partners', 'subscriptions', 'content', 'settings'],
  // quotes → leads (a quote sent first answers a lead: business minutes), notifications (opened).
  quotes: ['leads', 'notifications'],
  // shell → the parts of the signed-in shell's first load, each read by its own feature's service.
  shell: ['partners', 'popups', 'content'],
  // signup → withdrawal: the re-join check links a new account to the same person's withdrawal.
  signup: ['terms', 'withdrawal'],
  subscriptions: ['orders', 'plans', 'terms', 'notifications'],
  // terms → notifications: a scheduled version is announced to partners (the audience comes from app.ts).
  terms: ['notifications'],
  // withdrawal → each area's own clean-up of the withdrawing partner, and its conditions.
  withdrawal: ['cases', 'members', 'notifications', 'orders', 'partners', 'subscriptions'],
  // retention → each area destroys its own rows past their period.
  retention: ['analytics', 'inquiries', 'orders', 'withdrawal'],
};

/**
 * Who may import each `db/tables/<area>.ts` (server folders below `src/`); the app level, seed, db/,
 * shared/ and tests may import any. A feature reads or writes another area's rows through that
 * area's services; the readers listed beside the owner join what they show (a partner's name, a
 * plan's name) or read what their own rules depend on.
 */
const TABLE_OWNERS = {
  analytics: ['features/analytics'],
  // members (accounts); partners, popups and signup read or create a partner's member row, staff
  // its own; platform/auth signs members in.
  auth: [
    'features/members',
    'features/partners',
    'features/popups',
    'features/signup',
    'features/staff',
    'platform/auth',
    // the desks' assignee names
    'features/request-desks',
  ],
  cases: ['features/cases'],
  content: ['features/content'],
  // leads and their quotes; lead-returns counts them per plan and month.
  estimates: ['features/leads', 'features/quotes', 'features/lead-returns'],
  // refunds (orders) and correction requests (partners): what staff owe partners by a date.
  'follow-ups': ['features/orders', 'features/partners'],
  'gateway-sandbox': ['platform/gateway'],
  identity: ['platform/identity'],
  // the desk shows each inquiry's company, contact and message
  inquiries: ['features/inquiries', 'features/request-desks'],
  desks: ['features/request-desks'],
  settings: ['features/settings'],
  inspections: ['features/inspections'],
  // the embedded alimtalk and e-mail sandboxes' message log
  'messaging-sandbox': ['platform/notifications'],
  notifications: ['features/notifications'],
  // orders, their lines and the ad slots they hold; plans keeps the plan applications and counts free slots.
  // lead-returns reads paid orders and their lines: what each plan cost.
  // tax-documents reads the payment a document is for (method, amounts, paid or not).
  orders: ['features/orders', 'features/plans', 'features/lead-returns', 'features/tax-documents'],
  partners: [
    'features/partners',
    'features/leads',
    'features/members',
    'features/orders',
    'features/signup',
    'features/subscriptions',
    'platform/auth',
    // where a partner's notifications go (phone, e-mail) and the marketing answer of sign-up
    'features/notifications',
    // a quote's issuer block; the staff lead desk's company names
    'features/quotes',
    'features/lead-returns',
    // the consultation desk's business names
    'features/request-desks',
    // a tax invoice's 공급받는자 (MyPage business information); the staff failures desk's names
    'features/tax-documents',
  ],
  // every gateway call, written through platform/gateway/payment-attempts.ts; the billing run reads
  // which card an attempt used and when.
  'payment-attempts': ['platform/gateway', 'features/subscriptions'],
  // leads and lead-returns show the name of the plan that won a lead
  plans: [
    'features/plans',
    'features/orders',
    'features/subscriptions',
    'features/leads',
    'features/lead-returns',
    // the consultation desk shows the request's plan
    'features/request-desks',
  ],
  popups: ['features/popups'],
  // withdrawn accounts (the re-join check's hashes) and the daily destruction run's claim
  retention: ['features/withdrawal', 'features/retention'],
  staff: ['features/staff', 'platform/audit', 'platform/auth'],
  // orders starts a subscription when an order is paid and ends it on a refund; partners shows the arrangement.
  // leads takes a lead only for a partner holding the plan that won it (the service call).
  subscriptions: ['features/subscriptions', 'features/orders', 'features/partners', 'features/leads'],
  terms: ['features/terms', 'features/signup', 'features/subscriptions'],
  // the payment consents of orders and recurring arrangements, written through terms/payment-consent.ts
  'payment-consents': ['features/terms'],
  'tax-documents': ['features/tax-documents'],
  // the embedded tax-invoice provider's record of what it issued
  'tax-invoice-sandbox': ['platform/tax-invoice'],
};

/** How import-x reads our files: TypeScript sources, packages not followed. */
const importSettings = {
  // The server writes ESM specifiers ending in .js for its .ts sources.
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
  ],
  'import-x/external-module-folders': ['node_modules'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/extensions': ['.ts', '.tsx', '.js'],
};

/** One app's import boundaries: the allowed directions as restricted zones, and no cycles. */
const importBoundaries = ({ files, ignores = [], zones }) => ({
  files,
  ignores,
  plugins: { 'import-x': importX },
  settings: importSettings,
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }],
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
  },
});

const web = (folder) => `apps/web/src/${folder}`;
const server = (folder) => `apps/server/src/${folder}`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.runs/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/src/start-after-paint.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The contract is one module per API area, each imported where it is defined: no cycles, and no
  // module that passes on another's names (an importer names the module that defines what it uses).
  importBoundaries({
    files: ['packages/contract/src/**/*.ts'],
    zones: [
      {
        target: 'packages/contract',
        from: ['apps', 'e2e', 'bench', 'scripts'],
        message: 'the contract is shared by both apps: it imports neither of them.',
      },
    ],
  }),
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[source], ExportAllDeclaration',
          message: 'no re-exports in the contract: import the name from the module that defines it.',
        },
      ],
    },
  },
  // Web (ARCHITECTURE "Imports flow downward"): app -> features -> shared (components, lib, config);
  // a feature never imports another feature; lib/ and components/ import no feature and not app/.
  importBoundaries({
    files: ['apps/web/src/**/*.{ts,tsx}'],
    zones: [
      ...['lib', 'components', 'config'].map((shared) => ({
        target: web(shared),
        from: [web('app'), web('features')],
        message: `${shared}/ is shared code: it imports no feature and not the app layer.`,
      })),
      { target: web('features'), from: web('app'), message: 'features must not import the app layer.' },
      // The staff console (its own entry, ARCHITECTURE): shares lib/, components/ and config/ only.
      {
        target: web('staff'),
        from: [web('app'), web('features')],
        message: "the staff console never imports the partner app's layer or features.",
      },
      {
        target: [web('app'), web('features'), web('lib'), web('components'), web('config')],
        from: web('staff'),
        message: 'nothing outside the staff console imports it (neither bundle pays for the other).',
      },
      ...webFeatures.map((feature) => ({
        target: web(`features/${feature}`),
        from: web('features'),
        except: [`./${feature}`],
        message:
          'a feature never imports another feature: move the shared piece to lib/ or components/, or let app/ compose them.',
      })),
    ],
  }),
  // Server: app level (main, app, config, background jobs, seed, SPA, API docs) -> features ->
  // platform (auth, gateway, identity, storage, jobs) -> db/ and shared/. A feature uses another
  // feature's services only along SERVER_FEATURE_DEPENDENCIES, never its routes. Tests reach anything.
  importBoundaries({
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test-support/**'],
    zones: [
      {
        target: [server('features'), server('platform'), server('db'), server('shared')],
        from: [
          'app.ts',
          'main.ts',
          'config.ts',
          'config-docs.ts',
          'background-jobs.ts',
          'staff-admin-cli.ts',
          'backup-cli.ts',
          'seed',
          'web-app',
          'api-docs',
        ].map(server),
        message: 'the app level composes the layers below it; nothing below imports it.',
      },
      {
        target: [server('platform'), server('db'), server('shared')],
        from: server('features'),
        message: 'platform/, db/ and shared/ sit below the features and import none of them.',
      },
      {
        target: [server('db'), server('shared')],
        from: server('platform'),
        message: 'db/ and shared/ sit below platform/.',
      },
      ...serverFeatures.map((feature) => ({
        target: server(`features/${feature}`),
        from: server('features'),
        except: [feature, ...(SERVER_FEATURE_DEPENDENCIES[feature] ?? [])].map((allowed) => `./${allowed}`),
        message:
          "a feature uses another feature's services only along SERVER_FEATURE_DEPENDENCIES in eslint.config.js.",
      })),
      {
        target: server('features'),
        from: server('features/*/*-routes.ts'),
        message: "a feature never imports another feature's routes: call its service.",
      },
      ...Object.entries(TABLE_OWNERS).map(([area, owners]) => ({
        target: [
          ...serverFeatures.map((feature) => `features/${feature}`),
          ...serverPlatform.map((piece) => `platform/${piece}`),
        ]
          .filter((folder) => !owners.includes(folder))
          .map(server),
        from: server(`db/tables/${area}.ts`),
        message: `db/tables/${area}.ts belongs to ${owners.join(', ')} (TABLE_OWNERS in eslint.config.js): use their services.`,
      })),
    ],
  }),
);
