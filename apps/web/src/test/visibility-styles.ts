/**
 * antd's stylesheets in jsdom, cut down to the declarations that decide whether an element can be
 * seen or clicked: display, visibility, opacity and pointer-events.
 *
 * Why: jsdom's getComputedStyle matches every rule of every sheet against the element and its
 * ancestors, and Testing Library calls it for each candidate of a role query and user-event for each
 * pointer action. With antd's full styles (thousands of rules) one call took about 10 ms, and a
 * screen's test spent a third of its time there. Nothing in jsdom lays out or paints, so the other
 * declarations can change no test's outcome; the ones kept still hide a closed panel or a hidden
 * form item from the queries, as in a browser.
 */

const KEPT_PROPERTY = /^\s*(display|visibility|opacity|pointer-events)\s*:/i;

/**
 * Walks `text` from `from`, skipping quoted strings; `visit` sees every other character with the
 * bracket depth (parentheses and braces) after it, and ends the walk by returning true. Returns the
 * index it ended at, or the text's length.
 */
function walkOutsideQuotes(
  text: string,
  from: number,
  visit: (char: string, at: number, depth: number) => boolean,
) {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '{') depth++;
    else if (char === ')' || char === '}') depth--;
    if (visit(char, i, depth)) return i;
  }
  return text.length;
}

/** Splits `text` at `separator` where it is outside quotes, parentheses and braces. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  walkOutsideQuotes(text, 0, (char, at, depth) => {
    if (char === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
    return false;
  });
  parts.push(text.slice(start));
  return parts;
}

/** The index just past the `}` that closes the block opened at `open`. */
const blockEnd = (css: string, open: number) =>
  Math.min(css.length, walkOutsideQuotes(css, open, (char, _at, depth) => char === '}' && depth === 0) + 1);

/** `css` with only the kept declarations; rules and at-rules left empty are dropped. */
export function visibilityOnlyCss(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    const body = css.slice(open + 1, end - 1);
    i = end;
    if (prelude.startsWith('@')) {
      // Conditional groups hold rules; @keyframes, @font-face and the like hold nothing kept.
      if (/^@(media|supports|layer|container)\b/i.test(prelude)) {
        const inner = visibilityOnlyCss(body);
        if (inner) out += `${prelude}{${inner}}`;
      }
      continue;
    }
    const kept = splitTopLevel(body, ';').filter((declaration) => KEPT_PROPERTY.test(declaration));
    if (kept.length) out += `${prelude}{${kept.join(';')}}`;
  }
  return out;
}

/**
 * Style elements get the cut-down text when a script sets their content (antd's style registry sets
 * innerHTML); reading it back gives what was set, so the registry sees its styles as written.
 */
export function keepOnlyVisibilityStyles(): void {
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const written = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? (innerHTML.get!.call(this) as string);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      innerHTML.set!.call(this, visibilityOnlyCss(css));
    },
  });
}
