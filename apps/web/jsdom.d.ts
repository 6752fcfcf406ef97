/**
 * The part of jsdom the build's prerender and the page worker use (prerender-pages.ts,
 * src/app/partner-page-worker.ts). @types/jsdom is not installed:
 * it puts the DOM's types into every package's compilation, the server's too.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
    /** Moves the window to another address (what `location` reads). */
    reconfigure(settings: { url?: string }): void;
  }
}
