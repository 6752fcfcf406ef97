import { CHUNK_LOAD_TIMEOUT_MS } from '@partner-portal/contract/constants';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A screen with the data its first render reads: `prefetch` starts those queries from the address the
 * screen will show, so that they travel while its code is still arriving and being rendered, instead
 * of after it (issue #14: on the first navigation to the history list, the list's call left ~1.5 s
 * after its chunks had, with the CPU 4× slower).
 */
export interface ScreenWithData {
  component: ComponentType;
  prefetch: (search: URLSearchParams) => void;
}

/** A lazily loaded screen whose chunk (and data) can be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: (search?: URLSearchParams) => void };

const withData = (loaded: ComponentType | ScreenWithData): ScreenWithData | undefined =>
  typeof loaded === 'object' && 'prefetch' in loaded ? loaded : undefined;

/** A lazily loaded screen; a chunk that has not arrived after 120 s (spec §9) fails like a broken one. */
export function lazyScreen(load: () => Promise<ComponentType | ScreenWithData>): LazyScreen {
  let loading: Promise<ComponentType | ScreenWithData> | undefined;
  const start = () => {
    // A failed load is forgotten, so that the next attempt asks again.
    loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => {
      const loaded = await start();
      return { default: withData(loaded)?.component ?? (loaded as ComponentType) };
    }),
    {
      preload: (search?: URLSearchParams) =>
        void start()
          .then((loaded) => search && withData(loaded)?.prefetch(search))
          .catch(() => undefined),
    },
  );
}

/**
 * Starts loading the screens `pathname` renders (its layouts and its page) at once, and their data
 * where a screen says what it reads: otherwise each chunk is asked for only when the one above it has
 * rendered, after the guard's calls, one round trip after another.
 */
export function preloadScreens(routes: RouteObject[], pathname: string, search = ''): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const screen = (match.route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | undefined;
    screen?.preload?.(new URLSearchParams(search));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
