/**
 * The part of jsdom the build's prerender uses (prerender-pages.ts). @types/jsdom is not installed:
 * it puts the DOM's types into every package's compilation, the server's too.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
