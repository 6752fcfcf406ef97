import { CHUNK_LOAD_TIMEOUT_MS } from '@partner-portal/contract/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen; a chunk that has not arrived after 120 s (spec §9) fails like a broken one. */
export function lazyScreen(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS) }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
