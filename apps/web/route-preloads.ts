/**
 * The files each page's first load needs beyond the entry, written to `route-preloads.json` for the
 * server to name in that page's HTML (`<link rel="modulepreload">`, `<link rel="stylesheet">`), issue
 * #14. Without them a signed-in page asked for its layout's and screen's chunks only once the entry
 * (~85 kB) had downloaded and run: two waves of downloads, one after the other, on a phone's network.
 *
 * Read off the build: the route table's `[PATHS.x]: lazyScreen(() => import('…'))` lines give each
 * path's screen module (the build fails if a path of the contract's ROUTES has none), the chunks and
 * their static imports come from the bundle. A route in the main layout also needs the layout's
 * modules; every route but the entry pages sits in the data scope.
 */
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  PATHS,
  ROUTE_PRELOADS_FILE,
  ROUTES,
  type RouteLayout,
  type RoutePath,
  type RoutePreload,
} from '../../packages/contract/src/routes.ts';

const SCREEN_IMPORT = /\[PATHS\.(\w+)\]:\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function routePreloads(options: {
  routeTable: string;
  layouts: Partial<Record<RouteLayout, string[]>>;
  dataScope: string;
  entryPaths: RoutePath[];
}): Plugin {
  /** Route path → module ids its first load renders (layouts, scope, screen). */
  const modulesOf = new Map<RoutePath, string[]>();
  const resolveAll = async (
    resolve: (id: string) => Promise<{ id: string } | null>,
    ids: string[],
  ): Promise<string[]> =>
    Promise.all(
      ids.map(async (id) => {
        const resolved = await resolve(id);
        if (!resolved) throw new Error(`route-preloads: cannot resolve ${id}`);
        return resolved.id;
      }),
    );

  return {
    name: 'route-preloads',
    apply: 'build',
    async buildEnd() {
      modulesOf.clear();
      const table = [...this.getModuleIds()].find((id) => id.endsWith(options.routeTable));
      if (!table) return; // Another build (the staff console) without the partner app's routes.
      const screens = new Map<string, string>();
      for (const [, key, specifier] of readFileSync(table, 'utf8').matchAll(SCREEN_IMPORT)) {
        const resolved = await this.resolve(specifier!, table);
        if (resolved) screens.set(key!, resolved.id);
      }
      const [scope] = await resolveAll((id) => this.resolve(id), [options.dataScope]);
      for (const route of ROUTES) {
        const key = Object.entries(PATHS).find(([, path]) => path === route.path)?.[0];
        const screen = key && screens.get(key);
        if (!screen) throw new Error(`route-preloads: no screen import for ${route.path} in ${table}`);
        const layout = await resolveAll((id) => this.resolve(id), options.layouts[route.layout] ?? []);
        const scoped = options.entryPaths.includes(route.path) ? [] : [scope!];
        modulesOf.set(route.path, [...scoped, ...layout, screen]);
      }
    },
    generateBundle(_output, bundle: OutputBundle) {
      if (modulesOf.size === 0) return;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (id: string) => {
        const chunk =
          chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: ${id} is in no chunk`);
        return chunk;
      };
      /**
       * The chunks `roots` import statically, transitively, themselves included: each after what it
       * imports, so that stylesheets come in the order Vite would insert them (antd's before the app's).
       */
      const closure = (roots: OutputChunk[]) => {
        const seen = new Set<string>();
        const ordered: string[] = [];
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          ordered.push(file);
        };
        for (const root of roots) visit(root.fileName);
        return ordered;
      };
      const loaded = new Set(closure(chunks.filter((chunk) => chunk.isEntry)));
      const preloads: Record<string, RoutePreload> = {};
      for (const [path, modules] of modulesOf) {
        const files = closure(modules.map(chunkOf)).filter((file) => !loaded.has(file));
        preloads[path] = {
          js: files.map((file) => `/${file}`),
          css: files.flatMap((file) =>
            [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}
