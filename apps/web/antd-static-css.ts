/**
 * antd's styles as static CSS, so that antd runs without writing them at run time (`zeroRuntime` in
 * lib/antd-config.ts), issue #14. A CPU profile of /intro's first load showed antd's CSS-in-JS (style
 * generation, stylis, hashing, injection) at ~15 % of the main thread.
 *
 * The rules of antd's own `dist/antd.css` (all components, 75 kB brotli) are filed under the class
 * prefix they style (`.ant-btn…` → `btn`, the longest prefix a component asks `getPrefixCls` for), and
 * each component folder's `index.js` imports the stylesheets of the prefixes its code uses, so only
 * the components the app bundles bring theirs. vite.config.ts puts them all in the signed-in shell's
 * stylesheet (one file, instead of one beside each shared chunk). Rules no component owns (icons,
 * motion classes, keyframes) come with the ConfigProvider. Left out: antd's defaults for its
 * variables (the ConfigProvider writes the theme's at run time, zeroRuntime or not) and, kept inside
 * antd's components as its run-time styles were, its bare element resets (`a`, `a:hover`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import { parseAst, type Plugin } from 'vite';

const VIRTUAL = 'virtual:antd-css/';
/** Where the virtual stylesheets live for Vite (a path, so that its CSS pipeline takes them). */
const RESOLVED = '/__antd-css/';
export const isAntdStylesheet = (id: string) => id.startsWith(RESOLVED);
const SHARED = 'shared';
const PREFIX_CALL = /getPrefixCls\(\s*['"]([a-z][a-z0-9-]*)['"]/g;
const COMPONENT_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]index\.js$/;
const ANT_CLASS = /\.ant-([a-z0-9-]+)/;
/** Variable defaults for the class names antd's own extraction used, and its cache marker. */
const EXTRACTION_ONLY = /^\.(css-var-|data-ant-cssinjs-cache-path)/;
/** A selector of one element alone (antd's link reset: `a`, `a:hover`, `a[disabled]`). */
const ELEMENT_ONLY = /^([a-z][a-z0-9]*)((?::[a-z-]+|\[[^\]]*\])*)$/;
const ANTD_ELEMENT = ':where([class*="css-var-"])';
/**
 * Where antd's run-time styles put its element resets: on and inside its components (which carry
 * the class of the theme's variables, `css-var-…`), never on the app's own links, which base.css styles.
 */
const scopedToAntd = (selector: string): string[] => {
  const [, element, rest] = ELEMENT_ONLY.exec(selector) ?? [];
  return element === undefined
    ? [selector]
    : [`${ANTD_ELEMENT} ${selector}`, `${element}${ANTD_ELEMENT}${rest}`];
};

/** antd's helpers that take a component's style function as their second argument. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of `root`'s tree, depth first. */
function* nodesOf(root: unknown): Generator<AstNode> {
  if (Array.isArray(root)) for (const item of root) yield* nodesOf(item);
  else if (root && typeof root === 'object' && typeof (root as AstNode).type === 'string') {
    yield root as AstNode;
    for (const value of Object.values(root)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

/**
 * With zeroRuntime, antd's style hooks return before they call a component's style function (the
 * rules are in the static CSS), yet every function that writes those rules stayed in the bundle: about
 * a fifth of antd's code. Each call of `genStyleHooks(name, styleFn, …)` and its kin gets an empty
 * style function instead, so tree-shaking drops the writers. The token defaults (third argument) stay:
 * antd still writes the components' CSS variables at run time.
 */
function withoutStyleFunctions(code: string): MagicString | undefined {
  if (![...STYLE_HOOK_FACTORIES].some((name) => code.includes(`${name}(`))) return undefined;
  const edited = new MagicString(code);
  let changed = false;
  for (const node of nodesOf(parseAst(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as AstNode & { name?: string };
    const styleFn = (node.arguments as AstNode[])[1];
    if (callee.type !== 'Identifier' || !STYLE_HOOK_FACTORIES.has(callee.name!) || !styleFn) continue;
    edited.overwrite(styleFn.start, styleFn.end, '() => []');
    changed = true;
  }
  return changed ? edited : undefined;
}

/** The files under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.js') ? [path] : [];
  });

/** Component folder → the class prefixes its code asks for (`button` → btn, btn-group). */
function prefixesByFolder(antdEs: string): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const folder of readdirSync(antdEs)) {
    if (!statSync(join(antdEs, folder)).isDirectory()) continue;
    const prefixes = new Set<string>();
    for (const file of filesUnder(join(antdEs, folder)))
      for (const [, prefix] of readFileSync(file, 'utf8').matchAll(PREFIX_CALL)) prefixes.add(prefix!);
    if (prefixes.size > 0) folders.set(folder, [...prefixes]);
  }
  return folders;
}

/** The known prefix a selector styles first (the longest that fits its first antd class), or none. */
function ownerOf(selector: string, prefixes: string[]): string | undefined {
  const token = ANT_CLASS.exec(selector)?.[1];
  if (!token) return undefined;
  return prefixes.find((prefix) => token === prefix || token.startsWith(`${prefix}-`));
}

/** antd.css split into one stylesheet per prefix (and `shared`), each keeping antd's order. */
function splitByPrefix(css: string, prefixes: string[]): Map<string, string> {
  const longestFirst = [...prefixes].sort((a, b) => b.length - a.length);
  const sheets = new Map<string, Root>();
  const sheet = (name: string) => {
    if (!sheets.has(name)) sheets.set(name, postcss.root());
    return sheets.get(name)!;
  };
  /** Appends `node` to `name`'s sheet, inside copies of the at-rules it sits in. */
  const place = (name: string, node: ChildNode, parents: AtRule[]) => {
    let container: Root | AtRule = sheet(name);
    for (const parent of parents) {
      const last: ChildNode | undefined = container.last;
      if (last?.type === 'atrule' && last.name === parent.name && last.params === parent.params) {
        container = last;
      } else {
        const copy = postcss.atRule({ name: parent.name, params: parent.params });
        container.append(copy);
        container = copy;
      }
    }
    container.append(node);
  };
  const walk = (nodes: ChildNode[], parents: AtRule[]) => {
    for (const node of nodes) {
      if (node.type === 'atrule' && node.name !== 'keyframes' && node.nodes) {
        walk(node.nodes, [...parents, node]);
      } else if (node.type === 'rule') {
        const byOwner = new Map<string, string[]>();
        for (const selector of (node as Rule).selectors) {
          if (EXTRACTION_ONLY.test(selector)) continue;
          const owner = ownerOf(selector, longestFirst) ?? SHARED;
          byOwner.set(owner, [...(byOwner.get(owner) ?? []), ...scopedToAntd(selector)]);
        }
        for (const [owner, selectors] of byOwner) place(owner, node.clone({ selectors }), parents);
      } else if (node.type !== 'comment') {
        place(SHARED, node.clone(), parents);
      }
    }
  };
  walk(postcss.parse(css).nodes, []);
  return new Map([...sheets].map(([name, root]) => [name, root.toString()]));
}

export function antdStaticCss(): Plugin {
  const antdRoot = dirname(createRequire(import.meta.url).resolve('antd/package.json'));
  let folders = new Map<string, string[]>();
  let sheets = new Map<string, string>();
  return {
    name: 'antd-static-css',
    apply: 'build',
    buildStart() {
      folders = prefixesByFolder(join(antdRoot, 'es'));
      const prefixes = [...new Set([...folders.values()].flat())];
      sheets = splitByPrefix(readFileSync(join(antdRoot, 'dist', 'antd.css'), 'utf8'), prefixes);
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `${RESOLVED}${id.slice(VIRTUAL.length)}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      return sheets.get(id.slice(RESOLVED.length, -'.css'.length)) ?? '';
    },
    transform(code, id) {
      if (ANTD_MODULE.test(id) && !COMPONENT_INDEX.test(id)) {
        const edited = withoutStyleFunctions(code);
        return edited && { code: edited.toString(), map: edited.generateMap({ hires: true }) };
      }
      const folder = COMPONENT_INDEX.exec(id)?.[1];
      if (!folder) return undefined;
      const names = [
        ...(folder === 'config-provider' ? [SHARED] : []),
        ...(folders.get(folder) ?? []).filter((prefix) => sheets.has(prefix)),
      ];
      if (names.length === 0) return undefined;
      return {
        code: `${names.map((name) => `import '${VIRTUAL}${name}.css';`).join('\n')}\n${code}`,
        map: null,
      };
    },
  };
}
