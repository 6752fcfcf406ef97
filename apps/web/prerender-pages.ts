/**
 * Renders the entry pages (/login, /enter) at build time into `prerendered-pages.json` (issue #14):
 * the server puts that markup in the page for a visitor, so the page shows as soon as its HTML and
 * stylesheets arrive, instead of after the entry script has downloaded and run (their LCP). The
 * client then hydrates it (main.tsx).
 *
 * After the client build, a server-side build of `entry` runs in Node with a jsdom window standing
 * in for a first-time visitor's browser (no session, empty storage), so the screens' code reads the
 * same globals it reads in a browser.
 *
 * That build stays in the output's `ssr/` folder with its other entries (`serverEntries`): the
 * server runs the page worker from it to render partner pages with their data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { installBrowserGlobals } from './src/app/browser-stand-in.ts';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import {
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
  type RoutePath,
} from '../../packages/contract/src/routes.ts';

export function prerenderPages(options: {
  /** The module exporting `renderPage(path): Promise<string>`. */
  entry: string;
  /** The classic script that starts a prerendered page's modules (inline in the page, comment dropped). */
  startScript: string;
  paths: RoutePath[];
  /** More modules of the server-side build, for the server to run (name → source). */
  serverEntries: Record<string, string>;
  /** What the server-side build needs to compile the screens (JSX, virtual modules). */
  plugins: () => PluginOption[];
  conditions: string[];
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir, 'ssr');
      const entryName = options.entry.replace(/^.*\//, '').replace(/\.tsx?$/, '');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: options.plugins(),
        resolve: { conditions: options.conditions },
        ssr: {
          resolve: { conditions: options.conditions, externalConditions: options.conditions },
          // antd's ES build imports its own files without extensions, which Node cannot load, and
          // the CommonJS helpers its style code imports lose their defaults: bundled.
          noExternal: [/^antd(\/|$)/, /^@ant-design\//, /^@rc-component\//, /^@emotion\//],
        },
        build: {
          ssr: true,
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { input: { [entryName]: options.entry, ...options.serverEntries } },
        },
      });
      const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/' });
      const restoreGlobals = installBrowserGlobals(dom.window);
      try {
        const entryFile = join(outDir, `${entryName}.js`);
        const { renderPage } = (await import(pathToFileURL(entryFile).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const prerendered: PrerenderedPages = {
          pages: {},
          startScript: readFileSync(join(config.root, options.startScript), 'utf8')
            .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
            .trim(),
        };
        for (const path of options.paths) prerendered.pages[path] = await renderPage(path);
        writeFileSync(
          resolve(config.root, config.build.outDir, PRERENDERED_PAGES_FILE),
          JSON.stringify(prerendered),
        );
      } finally {
        restoreGlobals();
        dom.window.close();
      }
    },
  };
}
