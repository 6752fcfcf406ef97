import { CHUNK_LOAD_TIMEOUT_MS } from '@partner-portal/contract/constants';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { matchesFor } from './route-matches';

/**
 * A page that says which answers it will ask for (its address's search given): they are then asked
 * for as soon as its chunk has arrived, not after its first render and commit (~300 ms later on a
 * phone, issue #14).
 */
export type PrefetchingScreen = ComponentType & { prefetch?: (search: string) => void };

/** A lazily loaded screen whose chunk (and, for a prefetching page, its data) can be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: (search?: string) => void };

/** A lazily loaded screen; a chunk that has not arrived after 120 s (spec §9) fails like a broken one. */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    // A failed load is forgotten, so that the next attempt asks again.
    loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await start() })),
    {
      preload: (search?: string) =>
        void start()
          .then((screen: PrefetchingScreen) => {
            if (search !== undefined) screen.prefetch?.(search);
          })
          .catch(() => undefined),
    },
  );
}

/**
 * Starts loading the screens `pathname` renders (its layouts and its page) at once: otherwise each
 * chunk is asked for only when the one above it has rendered, after the guard's calls, one round trip
 * after another. With `search`, a prefetching page also asks for its data.
 */
export function preloadScreens(routes: RouteObject[], pathname: string, search?: string): void {
  for (const match of matchesFor(routes, pathname) ?? []) {
    const screen = (match.route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | undefined;
    screen?.preload?.(search);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
