/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, and
 * one beyond that is refused at once (`QueueFull`) instead of holding its memory in a growing line.
 */
export class QueueFull extends Error {}

export interface BoundedQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

export function createBoundedQueue({ concurrency, maxWaiting }: BoundedQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFull();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, so `running` never goes above the bound.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type BoundedQueue = ReturnType<typeof createBoundedQueue>;
