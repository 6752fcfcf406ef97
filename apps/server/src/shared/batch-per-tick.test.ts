import { describe, expect, it } from 'vitest';
import { batchPerTick } from './batch-per-tick.js';

describe('batchPerTick', () => {
  it('runs the calls of one turn together and answers each with its own result', async () => {
    const runs: number[][] = [];
    const double = batchPerTick(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a turn with more calls than a batch may hold', async () => {
    const runs: number[][] = [];
    const same = batchPerTick(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(same))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails the callers of a failed batch, and only those', async () => {
    const picky = batchPerTick(async (inputs: number[]) => {
      if (inputs.includes(0)) throw new Error('zero');
      return inputs;
    }, 2);
    const results = await Promise.allSettled([picky(0), picky(1), picky(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
