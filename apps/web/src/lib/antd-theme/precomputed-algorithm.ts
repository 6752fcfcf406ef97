/**
 * antd's default algorithm with its answer for the app's own theme worked out ahead (issue #14).
 * Deriving the theme (ten shades of each of antd's thirteen preset colours, then the rest) ran in the
 * first render of every page: 23–48 ms of one long task on a phone (profiles at CPU 4×). For the
 * theme every partner sees (antd-config.ts with the normal font size and motion on) the result is
 * read from precomputed-map-token.json; any other theme (small text, reduced motion) is derived as
 * before. precomputed-algorithm.test.tsx fails when antd or the theme changes and the file no longer
 * matches: `npx vitest run --project web apps/web/src/lib/antd-theme -u` writes it anew (the `-u`
 * after the path).
 */
import { theme } from 'antd';
import precomputed from './precomputed-map-token.json';

type Token = Record<string, unknown>;

/** The seed as a string that does not depend on the order of its keys. */
export const seedKey = (seed: Token) => JSON.stringify(seed, Object.keys(seed).sort());

/** What the algorithm adds to (or changes in) `seed`: the map token is the seed followed by these. */
export const derivedFrom = (seed: Token, map: Token): Token =>
  Object.fromEntries(Object.entries(map).filter(([key, value]) => !(key in seed) || seed[key] !== value));

const { seed: knownSeed, derived } = precomputed as { seed: Token; derived: Token };
const KNOWN_KEY = seedKey(knownSeed);

/** The app's only algorithm (antd calls it with the seed alone). */
export const precomputedAlgorithm: typeof theme.defaultAlgorithm = (seed) =>
  seedKey(seed as unknown as Token) === KNOWN_KEY
    ? ({ ...seed, ...derived } as unknown as ReturnType<typeof theme.defaultAlgorithm>)
    : theme.defaultAlgorithm(seed);
