/**
 * A page load's main-thread work from a Chromium trace, unthrottled, and the same renderer's speed on a
 * fixed calibration loop (issue #41). Lighthouse multiplies what it observes by a fixed CPU slowdown,
 * so its TBT moves with the host; the work divided by the calibration loop's time (both measured in
 * one renderer, one after the other) does much less: a slower or busier host stretches both.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** One trace event as Chromium writes it (times in µs). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export type WorkGroup = 'script' | 'style' | 'layout' | 'html' | 'paint' | 'gc' | 'other';

export interface MainThreadWork {
  /** All top-level tasks of the page's main thread, from navigation to the end of the trace. */
  totalMs: number;
  /** Self time of the events under those tasks, by kind. */
  groups: Record<WorkGroup, number>;
  /** Tasks over 50 ms: how many, and their time past 50 ms (TBT's blocking time, unthrottled). */
  longTasks: number;
  blockingMs: number;
  /** The events with the most self time, with the script they ran (for a profile, not a budget). */
  top: { item: string; ms: number }[];
  /**
   * The longest tasks, each with its events of most self time: what to split first, since a task's
   * time past 50 ms (after Lighthouse's 4× slowdown) is what TBT counts.
   */
  longest: { ms: number; top: { item: string; ms: number }[] }[];
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

const GROUP_OF: Record<string, WorkGroup> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.run': 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'V8.CompileCode': 'script',
  'v8.produceCache': 'script',
  'v8.produceModuleCache': 'script',
  CacheScript: 'script',
  CacheModule: 'script',
  XHRReadyStateChange: 'script',
  XHRLoad: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  ParseHTML: 'html',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

const groupOf = (name: string): WorkGroup =>
  GROUP_OF[name] ?? (/^(V8\.GC|BlinkGC|CppGC)/.test(name) ? 'gc' : 'other');

/** The script an event ran, as its file name, when the trace says. */
function scriptOf(event: TraceEvent): string {
  const data = event.args?.data;
  const url =
    typeof data?.url === 'string' ? data.url : typeof data?.fileName === 'string' ? data.fileName : '';
  const file = url ? (url.split('/').pop() ?? url).replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') : '';
  const fn = typeof data?.functionName === 'string' && data.functionName ? `${data.functionName} ` : '';
  return file || fn ? ` (${fn}${file})`.replace(' )', ')') : '';
}

/**
 * The main thread of the renderer that loaded `url` (its navigation's pid; a same-site page may reuse
 * the previous page's renderer, so the window starts at that navigation).
 */
export function mainThreadWork(events: TraceEvent[], url: string, topCount = 8): MainThreadWork {
  const path = new URL(url).pathname;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      typeof event.args?.data?.documentLoaderURL === 'string' &&
      URL.parse(event.args.data.documentLoaderURL)?.pathname === path,
  );
  if (!navigation) throw new Error(`the trace holds no navigation to ${path}`);
  const mainThread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === navigation.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const tid = mainThread?.tid ?? navigation.tid;
  const own = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.dur !== undefined &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const groups: Record<WorkGroup, number> = {
    script: 0,
    style: 0,
    layout: 0,
    html: 0,
    paint: 0,
    gc: 0,
    other: 0,
  };
  const items = new Map<string, number>();
  const tasks: { ms: number; items: Map<string, number> }[] = [];
  let totalUs = 0;
  let longTasks = 0;
  let blockingUs = 0;
  // Each event's self time: its duration less its children's, found by nesting on start and end.
  const stack: { event: TraceEvent; end: number; childUs: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const { event, childUs } = stack.pop()!;
      const selfUs = Math.max(0, event.dur! - childUs);
      const group = groupOf(event.name);
      groups[group] += selfUs / 1000;
      if (!TOP_LEVEL.has(event.name)) {
        const item = `${event.name}${scriptOf(event)}`;
        items.set(item, (items.get(item) ?? 0) + selfUs / 1000);
        const task = tasks[tasks.length - 1]!.items;
        task.set(item, (task.get(item) ?? 0) + selfUs / 1000);
      }
    }
  };
  for (const event of own) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.childUs += event.dur!;
    else if (TOP_LEVEL.has(event.name)) {
      totalUs += event.dur!;
      if (event.dur! > LONG_TASK_MS * 1000) {
        longTasks += 1;
        blockingUs += event.dur! - LONG_TASK_MS * 1000;
      }
      tasks.push({ ms: event.dur! / 1000, items: new Map() });
    } else continue; // work outside any task (the trace's own bookkeeping)
    stack.push({ event, end: event.ts + event.dur!, childUs: 0 });
  }
  close(Infinity);

  const heaviest = (of: Map<string, number>, count: number) =>
    [...of]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([item, ms]) => ({ item, ms }));
  return {
    totalMs: totalUs / 1000,
    groups,
    longTasks,
    blockingMs: blockingUs / 1000,
    top: heaviest(items, topCount),
    longest: tasks
      .sort((a, b) => b.ms - a.ms)
      .slice(0, topCount)
      .map((task) => ({ ms: task.ms, top: heaviest(task.items, 3) })),
  };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
].join(',');

async function traced(cdp: CDPSession, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types events as string maps; Chromium's trace format is what they hold.
  const onData = ({ value }: { value: object[] }) => void events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await work();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
  }
  return events;
}

/**
 * A fixed amount of work (building, sorting and reading small records, as a page's script does), run in
 * the page: its milliseconds, the median of five after one to warm up. Lighthouse's benchmarkIndex is
 * the same idea the other way round (iterations of its loop per second).
 */
const CALIBRATION_LOOP = `(() => {
  const once = () => {
    const started = performance.now();
    let checksum = 0;
    for (let round = 0; round < 60; round += 1) {
      const records = [];
      for (let i = 0; i < 2000; i += 1) records.push({ id: i, label: 'item-' + ((i * 7919 + round) % 2000) });
      records.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
      checksum += records[round].id + JSON.stringify(records[round]).length;
    }
    if (checksum < 0) throw new Error('never');
    return performance.now() - started;
  };
  once();
  const times = [once(), once(), once(), once(), once()].sort((a, b) => a - b);
  return times[2];
})()`;

export interface TracedLoad {
  work: MainThreadWork;
  calibrationMs: number;
  /** The load's main-thread time in calibration loops: the figure a budget can hold on any host. */
  ratio: number;
}

/**
 * Loads `url` in `page` with a cold HTTP cache, traced until the network has been quiet and a second
 * more has passed (the page's work after hydration included), then times the calibration loop in the
 * same renderer. `browser`: a session on the browser itself, whose trace follows the page into the
 * renderer its navigation picks (a page's own session lost it when the navigation changed process).
 */
export async function traceLoad(
  browser: CDPSession,
  context: BrowserContext,
  page: Page,
  url: string,
): Promise<TracedLoad> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  // From a blank page, as Lighthouse loads: the previous page's leaving (its pagehide work) is not this load's.
  await page.goto('about:blank');
  const events = await traced(browser, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
  });
  const work = mainThreadWork(events, url);
  const calibrationMs = await page.evaluate<number>(CALIBRATION_LOOP);
  return { work, calibrationMs, ratio: work.totalMs / calibrationMs };
}
