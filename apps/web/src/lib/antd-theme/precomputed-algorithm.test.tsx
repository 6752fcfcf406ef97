import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdConfigForTextSize } from '../antd-config';
import { derivedFrom, precomputedAlgorithm, seedKey } from './precomputed-algorithm';

/** The seeds antd hands its algorithm when it renders under the main layout's theme. */
function seedsOf(textSize: 'medium' | 'small' = 'medium') {
  const config = antdConfigForTextSize[textSize];
  const seeds: Parameters<typeof theme.defaultAlgorithm>[0][] = [];
  const recording: typeof theme.defaultAlgorithm = (seed) => {
    seeds.push(seed);
    return theme.defaultAlgorithm(seed);
  };
  render(
    <ConfigProvider {...config} theme={{ ...config.theme, algorithm: recording }}>
      <Button>확인</Button>
    </ConfigProvider>,
  );
  return seeds;
}

describe('the precomputed theme', () => {
  it('is what antd derives from the app’s theme today (vitest -u writes it anew)', async () => {
    const seeds = seedsOf();
    // One theme derived per render: the layout's one provider.
    expect(seeds).toHaveLength(1);
    const [seed] = seeds;
    expect(seed).toBeDefined();
    const derived = derivedFrom(seed as never, theme.defaultAlgorithm(seed!) as never);
    await expect(`${JSON.stringify({ seed, derived }, null, 2)}\n`).toMatchFileSnapshot(
      './precomputed-map-token.json',
    );
  });

  it('answers the app’s theme as antd would, whatever the order of the seed’s keys', () => {
    const [seed] = seedsOf();
    const reordered = Object.fromEntries(Object.entries(seed!).reverse()) as typeof seed;
    expect(seedKey(reordered as never)).toBe(seedKey(seed as never));
    const expected = theme.defaultAlgorithm(seed!);
    expect(precomputedAlgorithm(reordered!)).toEqual(expected);
    // In antd's order too: the theme's hash (the class of its CSS variables) is taken over its keys.
    expect(Object.keys(precomputedAlgorithm(seed!))).toEqual(Object.keys(expected));
  });

  it('derives any other theme (the small font size of the display settings)', () => {
    const [small] = seedsOf('small');
    expect(small?.fontSize).toBe(13);
    expect(precomputedAlgorithm(small!)).toEqual(theme.defaultAlgorithm(small!));
    expect(precomputedAlgorithm(small!).fontSizeLG).not.toBe(precomputedAlgorithm(seedsOf()[0]!).fontSizeLG);
  });
});
