/**
 * The renderer around the page worker: a stand-in worker (plain JS, in the same protocol) answers by
 * the page asked for, so that a slow, broken or busy worker can be played without the web build.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPageRenderer, type PartnerPageRenderer } from './partner-page-renderer.js';

const WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
let renders = 0;
parentPort.on('message', ({ id, url, cookies, mobile }) => {
  renders += 1;
  if (url === '/slow') return; // never answers
  if (url === '/crash') throw new Error('broken page');
  if (url === '/none') return parentPort.postMessage({ id, page: null });
  const markup = [url, cookies.partner_at_1, mobile ? 'mobile' : 'desktop', workerData.origin, renders].join('|');
  parentPort.postMessage({ id, page: { markup, styles: '', state: '{}' } });
});
parentPort.postMessage('ready');
`;

function workerFile(source = WORKER): string {
  const file = join(mkdtempSync(join(tmpdir(), 'page-worker-')), 'worker.mjs');
  writeFileSync(file, source);
  return file;
}

const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

async function ready(renderer: PartnerPageRenderer): Promise<void> {
  // The worker says it is ready once it has loaded; until then pages go out unrendered.
  await vi.waitFor(async () => expect(await renderer.render('/probe', {}, false)).not.toBeNull());
}

let renderer: PartnerPageRenderer | undefined;
afterEach(async () => {
  await renderer?.stop();
  renderer = undefined;
});

describe('partner page renderer', () => {
  it('renders nothing before it is started, and answers each page with its own request once ready', async () => {
    renderer = partnerPageRenderer(workerFile(), log());
    expect(await renderer.render('/intro', { partner_at_1: 'a' }, false)).toBeNull();
    renderer.start('http://127.0.0.1:1234');
    await ready(renderer);
    const [first, second] = await Promise.all([
      renderer.render('/intro', { partner_at_1: 'a' }, false),
      renderer.render('/notice', { partner_at_1: 'b' }, true),
    ]);
    expect(first?.markup).toMatch(/^\/intro\|a\|desktop\|http:\/\/127\.0\.0\.1:1234\|/);
    expect(second?.markup).toMatch(/^\/notice\|b\|mobile\|/);
  });

  it('gives up on a page that overruns, ends that worker and renders the next page with a new one', async () => {
    const logger = log();
    renderer = partnerPageRenderer(workerFile(), logger, 200);
    renderer.start('http://127.0.0.1:1234');
    await ready(renderer);
    const before = await renderer.render('/intro', { partner_at_1: 'a' }, false);
    expect(before?.markup.split('|')[4]).toBe('2'); // the probe and this page

    const started = Date.now();
    expect(await renderer.render('/slow', { partner_at_1: 'a' }, false)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logger.warn).toHaveBeenCalledWith(
      { reason: 'a page took over 200 ms' },
      'partner page worker restarted',
    );
    await ready(renderer);
    // A fresh worker: its count starts again (the probe, then this page).
    const after = await renderer.render('/intro', { partner_at_1: 'b' }, false);
    expect(after?.markup.split('|')[4]).toBe('2');
  });

  it('answers null for what the worker would not render, and for a worker that broke', async () => {
    renderer = partnerPageRenderer(workerFile(), log(), 5_000);
    renderer.start('http://127.0.0.1:1234');
    await ready(renderer);
    expect(await renderer.render('/none', {}, false)).toBeNull();
    expect(await renderer.render('/crash', {}, false)).toBeNull();
    // Started again for the next page.
    await ready(renderer);
  });

  it('does not queue pages behind a busy worker', async () => {
    renderer = partnerPageRenderer(workerFile(), log(), 5_000);
    renderer.start('http://127.0.0.1:1234');
    await ready(renderer);
    const slow = [1, 2, 3].map(() => renderer!.render('/slow', {}, false));
    const started = Date.now();
    expect(await renderer.render('/intro', {}, false)).toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    await renderer.stop();
    expect(await Promise.all(slow)).toEqual([null, null, null]);
  });

  it('stops starting a worker that fails as it loads', async () => {
    const logger = log();
    renderer = partnerPageRenderer(workerFile('throw new Error("no build");'), logger);
    renderer.start('http://127.0.0.1:1234');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await renderer.render('/intro', {}, false)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });
});
