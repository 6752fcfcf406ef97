/**
 * One chunk for the signed-in shell (issue #14). Left to automatic splitting, the modules the main
 * layout loads before it runs were cut by "which pages also use this" into ~70 small files, and each
 * signed-in page paid ~100 requests for its first load: requests, not bytes, were the cost on a phone.
 *
 * The chunk holds the static import closure of the shell's roots, minus what the entry or a
 * signed-out page also loads (they must not download the shell), read off the module graph at the end
 * of the build so it follows the code. Barrel modules (`antd`, `@ant-design/icons`) re-export far more
 * than the shell uses: through them only the names the importer asks for are followed, else every
 * antd component any page uses would land in the shell.
 */
import type { Plugin } from 'vite';

const BARREL = /[\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es([\\/]icons)?)[\\/]index\.js$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;

/** `A, B as C` → [A, B] (the names the other module exports) or, with `side: 'local'`, [A, C]. */
const namesIn = (list: string, side: 'theirs' | 'local') =>
  list.split(',').map((part) => {
    const [theirs, local] = part.trim().split(/\s+as\s+/);
    return side === 'theirs' ? theirs! : (local ?? theirs!);
  });

/**
 * `shell` and `dataScope` are module paths (their chunks: the data scope wraps every page but entry
 * ones, signed-in or not, so it must stay small and apart); `signedOutPages` the pages whose modules,
 * loaded at once or later, stay out of both; `lazyFromShell` what a signed-out page loads later and
 * may take from the shell's chunk (the toast's antd renderer: antd's core is the shell's bulk);
 * `notInShell` modules the closure reaches but tree-shaking drops from the layout, which would
 * otherwise be claimed for the shell as soon as a page uses them; `joinShell` modules the guard loads
 * on demand for the layout, which ride in the shell's chunk (with their imports) rather than costing
 * a round trip of their own after it.
 */
export function signedInShellChunk(options: {
  shell: string;
  dataScope: string;
  signedOutPages: string[];
  lazyFromShell: string[];
  notInShell: RegExp;
  joinShell: string[];
}) {
  const shell = new Set<string>();
  const scope = new Set<string>();
  const outside = new Set<string>();
  const plugin: Plugin = {
    name: 'signed-in-shell-chunk',
    async buildEnd() {
      const resolve = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id;

      /** The modules behind `names` re-exported by `barrel`, following nested barrels. */
      const throughBarrel = async (barrel: string, names: Set<string>): Promise<string[]> => {
        const code = this.getModuleInfo(barrel)?.code ?? '';
        const found: string[] = [];
        for (const [, list, specifier] of code.matchAll(NAMED_REEXPORT)) {
          if (namesIn(list!, 'local').some((name) => names.has(name))) {
            const id = await resolve(specifier!, barrel);
            if (id) found.push(id);
          }
        }
        for (const [, specifier] of code.matchAll(STAR_REEXPORT)) {
          const id = await resolve(specifier!, barrel);
          if (id && BARREL.test(id)) found.push(...(await throughBarrel(id, names)));
        }
        return found;
      };

      /** What `id` imports statically; through a barrel, only what it names. */
      const importsOf = async (id: string): Promise<string[]> => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const direct = info.importedIds.filter((imported) => !BARREL.test(imported));
        for (const [, list, specifier] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
          const target = await resolve(specifier!, id);
          if (target && BARREL.test(target))
            direct.push(...(await throughBarrel(target, new Set(namesIn(list!, 'theirs')))));
        }
        return direct;
      };

      /** What `starts` load statically; with `lazy`, also what they load later, on demand. */
      const closure = async (starts: string[], lazy = false) => {
        const later = (id: string) =>
          (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
            (target) => !options.lazyFromShell.some((end) => target.endsWith(end)),
          );
        const seen = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(await importsOf(id)));
          if (lazy) pending.push(...later(id));
        }
        return seen;
      };

      const ids = [...this.getModuleIds()];
      const ending = (suffixes: string[]) => ids.filter((id) => suffixes.some((end) => id.endsWith(end)));
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      // A signed-out page's later loads (its form's schema) must not need the shell either.
      const signedOut = await closure(ending(options.signedOutPages), true);
      for (const id of [...(await closure(entries)), ...signedOut]) outside.add(id);
      const [shellRoot, scopeRoot] = [ending([options.shell]), ending([options.dataScope])];
      // The roots stay chunks of their own, so the manifest still names them (the JS budget test).
      for (const id of await closure(scopeRoot))
        if (!outside.has(id) && !scopeRoot.includes(id)) scope.add(id);
      for (const id of await closure([...shellRoot, ...ending(options.joinShell)]))
        if (!outside.has(id) && !scope.has(id) && !shellRoot.includes(id) && !options.notInShell.test(id))
          shell.add(id);
    },
  };
  return {
    plugin,
    shell: (id: string) => shell.has(id),
    dataScope: (id: string) => scope.has(id),
  };
}
