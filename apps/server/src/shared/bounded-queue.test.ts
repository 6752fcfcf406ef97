import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFull } from './bounded-queue.js';

/** A task that runs until the test releases it, counting how many run at once. */
function gatedTasks() {
  let running = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const releases = new Map<number, () => void>();
  const task =
    (id: number, fail = false) =>
    async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      started.push(id);
      await new Promise<void>((resolve) => releases.set(id, resolve));
      running -= 1;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    };
  return {
    task,
    release: (id: number) => releases.get(id)!(),
    started,
    running: () => running,
    mostAtOnce: () => mostAtOnce,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bounded queue', () => {
  it('never runs more than its concurrency at once, and starts the waiting ones in order', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 10 });
    const tasks = gatedTasks();
    const outcomes = Promise.allSettled(
      Array.from({ length: 8 }, (_, id) => queue.run(tasks.task(id, id === 1))),
    );
    await settle();
    expect(tasks.started).toEqual([0, 1]);
    for (let id = 0; id < 8; id += 1) {
      tasks.release(id);
      await settle();
      expect(tasks.running()).toBeLessThanOrEqual(2);
    }
    const settled = await outcomes;
    expect(tasks.mostAtOnce()).toBe(2);
    expect(tasks.started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // A failed task gives its slot back like a finished one.
    expect(settled[1]).toMatchObject({ status: 'rejected' });
    expect(settled.filter((o) => o.status === 'fulfilled').map((o) => o.value)).toEqual([
      0, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('refuses a task at once when the line is full, and takes one again once a slot frees', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 1 });
    const tasks = gatedTasks();
    const first = queue.run(tasks.task(0));
    const second = queue.run(tasks.task(1));
    await expect(queue.run(tasks.task(2))).rejects.toBeInstanceOf(QueueFull);
    await settle();
    expect(tasks.started).toEqual([0]);
    tasks.release(0);
    await settle();
    const third = queue.run(tasks.task(3));
    tasks.release(1);
    await settle();
    tasks.release(3);
    expect(await Promise.all([first, second, third])).toEqual([0, 1, 3]);
    expect(tasks.mostAtOnce()).toBe(1);
  });
});
