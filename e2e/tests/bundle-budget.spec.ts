/**
 * JS budgets per page (issue #14), from the Vite manifest of the build under test: the brotli size of
 * every chunk a page's first load imports statically — the entry, and for the signed-in pages the
 * main layout and the data scope — summed. Deterministic (the same build gives the same bytes), so a
 * change that makes a page heavier fails here instead of slipping through. Chunks a page imports on
 * demand (the editor, Sentry) are not counted: they load after the first paint.
 *
 * The budgets are today's sizes with a little headroom, not the goal (≤ 250 kB for a signed-in page,
 * ≤ 90 kB for /login and /enter): lower them as pages get lighter, never raise them silently. (They
 * rose once by ~20 kB when small shared chunks were inlined into their pages: a third of the files
 * for a few per cent more bytes, which Lighthouse scored better on every page; see vite.config.ts. And
 * by 2.3 kB on signed-in pages for antd's theme worked out ahead, which took ~50 ms of a phone's main
 * thread; see lib/antd-theme. And /regularPayment by 1 kB when antd's Modal left the layout for chunks
 * loaded after hydration: its notice dialog's Modal now comes in a chunk it shares with other pages,
 * one file more, and the layout's start-up lost ~80 ms of a phone's main thread; see main-layout.tsx.
 * And by up to 1 kB for the lead inbox (issue #39): its routes and paths in the contract every page
 * reads, the sidebar's 고객 요청 group with its count of new leads.) And by about 1 kB for issue #40 (the
 * paths and menu entry of 세금계산서 관리 and 탈퇴, the API clients' answer to outstanding terms), plus
 * on /payment the transfer account and both plan periods, and on /paymentHistory/detail the payment's
 * tax documents with the 현금영수증 request; the terms change banner loads after hydration.) /payment fell by
 * 14 kB in issue #41: its radio buttons no longer bring antd's form (apps/web/vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '@partner-portal/contract/routes';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const SIGNED_IN = ['src/app/layouts/main/main-layout.tsx', 'src/app/data-scope.tsx'];

/** Page → [its screen module, whether it sits in the signed-in layout, budget in kB]. */
const BUDGETS: Record<string, [string, boolean, number]> = {
  '/login': ['src/features/auth/login-page.tsx', false, 88],
  '/enter': ['src/features/enter/enter-page.tsx', false, 90],
  '/intro': ['src/features/intro/intro-page.tsx', true, 211],
  '/notice': ['src/features/notices/notice-list-page.tsx', true, 210],
  '/event': ['src/features/events/event-list-page.tsx', true, 198],
  '/product/list': ['src/features/cases/case-list-page.tsx', true, 220],
  '/product/new': ['src/features/cases/case-form-page.tsx', true, 222],
  '/paymentPlan': ['src/features/plans/payment-plan-page.tsx', true, 242],
  '/payment': ['src/features/orders/payment-page.tsx', true, 235],
  '/paymentHistory/list': ['src/features/orders/payment-history-page.tsx', true, 207],
  '/paymentHistory/detail': ['src/features/orders/payment-detail-page.tsx', true, 224],
  '/mypage/plan': ['src/features/orders/my-plan-page.tsx', true, 204],
  '/regularPayment': ['src/features/subscriptions/regular-payment-page.tsx', true, 218],
  '/mypage/myInfo': ['src/features/mypage/my-info-page.tsx', true, 241],
  '/notifications': ['src/features/notifications/inbox-page.tsx', true, 197],
  '/leads': ['src/features/leads/lead-inbox-page.tsx', true, 212],
  '/mypage/notifications': ['src/features/notifications/settings/notification-settings-page.tsx', true, 232],
};

/**
 * JS files a first load may request (signed out, signed in): before the shell had a chunk of its own
 * (apps/web/signed-in-shell-chunk.ts) a signed-in page asked for ~100 and /login for 12, before small
 * shared chunks were inlined up to 40; on a phone each is a round trip.
 */
const MAX_FILES = { signedOut: 5, signedIn: 20 };

const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The modules `roots` load before anything runs: themselves and their static imports, transitively. */
function firstLoad(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

test('every page stays within its JS budget', () => {
  const dist = process.env.E2E_WEB_DIST!;
  const manifest = readManifest(dist);
  const sizes = new Map<string, number>();
  const brotliKb = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, brotliCompressSync(readFileSync(join(dist, file))).length / 1024);
    return sizes.get(file)!;
  };
  const over: string[] = [];
  for (const [path, [screen, signedIn, budget]] of Object.entries(BUDGETS)) {
    const modules = firstLoad(manifest, ['index.html', ...(signedIn ? SIGNED_IN : []), screen]);
    const kb = [...modules].reduce((sum, key) => sum + brotliKb(manifest[key]!.file), 0);
    if (kb > budget) over.push(`${path}: ${kb.toFixed(1)} kB of JS (brotli), budget ${budget} kB`);
    const maxFiles = MAX_FILES[signedIn ? 'signedIn' : 'signedOut'];
    if (modules.size > maxFiles) over.push(`${path}: ${modules.size} JS files, at most ${maxFiles}`);
  }
  expect(over).toEqual([]);
});

test('each page’s HTML names exactly the chunks its first load needs beyond the entry', () => {
  const dist = process.env.E2E_WEB_DIST!;
  const manifest = readManifest(dist);
  const preloads = JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
    string,
    RoutePreload
  >;
  const files = (keys: Set<string>) => [...keys].map((key) => `/${manifest[key]!.file}`);
  const entry = new Set(files(firstLoad(manifest, ['index.html'])));
  for (const [path, [screen, signedIn]] of Object.entries(BUDGETS)) {
    const needed = files(firstLoad(manifest, [...(signedIn ? SIGNED_IN : []), screen])).filter(
      (file) => !entry.has(file),
    );
    // The list is keyed by route pattern (/paymentHistory/detail/:orderNo).
    const route = Object.keys(preloads).find((key) => key === path || key.startsWith(`${path}/:`));
    expect(route && preloads[route]!.js.toSorted(), path).toEqual(needed.toSorted());
  }
});
