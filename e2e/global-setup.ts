/**
 * Starts the built portal on a free port with a fresh data folder for the whole run. The server
 * serves a copy of the SPA build taken now, so a rebuild of apps/web during the run (another
 * terminal, a watcher) cannot swap or delete the chunks under the open pages.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startPortal } from '../scripts/portal-process.js';
import { MARKETPLACE_TOKEN } from './tests/support.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names, sizes and times of a folder's files: changes while a build writes it. */
function listing(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('\n');
}

/** index.html is there, and so is every asset it or any chunk refers to. */
function isComplete(dir: string): boolean {
  if (!existsSync(join(dir, 'index.html'))) return false;
  const assets = join(dir, 'assets');
  const sources = [
    readFileSync(join(dir, 'index.html'), 'utf8'),
    ...readdirSync(assets)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => readFileSync(join(assets, name), 'utf8')),
  ];
  const referenced = new Set(
    sources.flatMap((text) =>
      [...text.matchAll(/["'(](?:\/?assets\/|\.\/)([\w.~-]+\.(?:js|css))["')]/g)].map((match) => match[1]!),
    ),
  );
  return referenced.size > 0 && [...referenced].every((name) => existsSync(join(assets, name)));
}

/** A complete copy of apps/web/dist, taken while no build is writing it. */
async function snapshotWebBuild(): Promise<string> {
  const source = join(REPO_ROOT, 'apps/web/dist');
  for (let attempt = 0; attempt < 60; attempt++) {
    const before = listing(source);
    await sleep(1000);
    if (!before || listing(source) !== before) continue;
    // Inside the repository: the build's server-side bundle (ssr/, the page worker) loads the web
    // app's dependencies from node_modules, which Node looks for in the folders above it.
    const target = mkdtempSync(join(REPO_ROOT, 'node_modules', '.portal-web-'));
    try {
      cpSync(source, target, { recursive: true });
      if (listing(source) === before && isComplete(target)) return target;
    } catch {
      // A build started while copying; try again.
    }
    rmSync(target, { recursive: true, force: true });
  }
  throw new Error('no complete, settled SPA build in apps/web/dist: run `npm run build` first');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = await snapshotWebBuild();
  // Every journey signs up and signs in from 127.0.0.1 (staff twice: password, then code): one
  // address's real limits would refuse the suite, not a person.
  const portal = await startPortal({
    RATE_LIMIT_SIGNUP_PER_ADDRESS: '200',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    WEB_DIST: webDist,
    MARKETPLACE_SERVICE_TOKEN: MARKETPLACE_TOKEN,
  });
  process.env.E2E_BASE_URL = portal.url;
  // For journeys that start a server of their own (a restart, other settings): the same SPA build.
  process.env.E2E_WEB_DIST = webDist;
  return async () => {
    await portal.stop();
    rmSync(webDist, { recursive: true, force: true });
  };
}
