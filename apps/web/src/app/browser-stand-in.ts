/**
 * Makes a jsdom window the browser whose globals the app's code reads, in Node: for the build's
 * prerender of the entry pages (prerender-pages.ts) and in the server's page worker. Answers what
 * puts Node's own globals back.
 */

/** Taken from the window over Node's own (a chart's script dispatches a window event as it loads). */
const OVER_NODE = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'Event',
  'CustomEvent',
];

export function installBrowserGlobals(window: Window & typeof globalThis): () => void {
  // The rest of the window's (getComputedStyle, devicePixelRatio, HTMLElement…) where Node has none.
  const windowOnly = Object.getOwnPropertyNames(window).filter((name) => !(name in globalThis));
  const names = [...OVER_NODE, ...windowOnly];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names) {
    const value: unknown = window[name as keyof typeof window];
    Object.defineProperty(globalThis, name, {
      // A window function (not a class) keeps the window as its `this`.
      value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  };
}
