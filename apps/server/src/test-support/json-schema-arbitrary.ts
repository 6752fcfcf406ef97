/**
 * A small JSON-schema sampler for fast-check: values an API document's request schemas accept, and,
 * with `wild`, now and then a value from the edges (ids past the database's columns, impossible dates,
 * over-long text, wrong types) in place of one of them. Enough of JSON Schema for what zod writes:
 * const, enum, anyOf/oneOf/allOf, type lists, string lengths, patterns and formats, number bounds,
 * arrays and objects with required keys; no `$ref`.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Values at the edges of what an API takes: each once broke some route of ours or of others. */
const WILD_VALUES: unknown[] = [
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  1.5,
  '',
  ' ',
  'x'.repeat(5000),
  '2026-02-30',
  '2026-13-01',
  '2026-02-30T10:00:00+09:00',
  '9'.repeat(30),
  '한글',
  '\u0000',
  '../../etc/passwd',
  null,
  true,
  [],
  {},
];

const wildValue = fc.constantFrom(...WILD_VALUES);

/** Longest text generated where a schema sets no limit: long enough to matter, short enough to be fast. */
const TEXT_CAP = 40;
const ITEMS_CAP = 4;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const calendarDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const instant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** `pattern` without its `(?=…)`/`(?!…)` groups (read with escapes and character classes in mind). */
export function withoutLookarounds(pattern: string): string {
  let kept = '';
  let skipDepth = 0;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    let token = char;
    if (char === '\\') token = pattern.slice(i, i + 2);
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') {
      depth += 1;
      if (skipDepth === 0 && /^\(\?<?[=!]/.test(pattern.slice(i, i + 4))) skipDepth = depth;
    } else if (char === ')') {
      depth -= 1;
      if (skipDepth > depth) {
        skipDepth = 0;
        continue;
      }
    }
    i += token.length - 1;
    if (skipDepth === 0) kept += token;
  }
  return kept;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_CAP, minLength + TEXT_CAP));
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'date':
      return calendarDay;
    case 'date-time':
      return instant;
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
    case 'uuid':
      return fc.uuid();
  }
  // A pattern that only excludes characters (`^[^…]*$`, no control characters) leaves free text.
  const freeText = schema.pattern === undefined || /^\^\[\^[^\]]*\]\*\$$/.test(schema.pattern);
  if (!freeText) {
    // fast-check generates no lookaround: without them the text has the pattern's shape, and a sample
    // that misses one is a request the server refuses, worth sending too. Nor is the length filtered:
    // a pattern's own repetition seldom lands in a schema's length range.
    const source = withoutLookarounds(schema.pattern!);
    let pattern: RegExp;
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      pattern = new RegExp(source);
    }
    return fc.stringMatching(pattern).map((text) => text.slice(0, schema.maxLength ?? TEXT_CAP * 4));
  }
  const allowed = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  return fc
    .oneof(
      { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
      {
        arbitrary: fc.string({
          unit: fc.constantFrom('가', '나', '한', '글', ' ', 'a', '1'),
          minLength,
          maxLength,
        }),
        weight: 1,
      },
    )
    .filter((text) => !allowed || allowed.test(text));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 1e-6));
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - (integer ? 1 : 1e-6));
  if (integer) {
    return fc.integer({
      min: Math.max(Math.ceil(low ?? Number.MIN_SAFE_INTEGER), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(high ?? Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min: low ?? -1e12,
    max: high ?? 1e12,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values `schema` accepts; with `wild`, a leaf is now and then replaced by an edge value. */
export function arbitraryFor(
  schema: JsonSchema | undefined,
  options: { wild: boolean },
): fc.Arbitrary<unknown> {
  const tame = tameArbitrary(schema ?? {}, options);
  if (!options.wild || isContainer(schema)) return tame;
  return fc.oneof({ arbitrary: tame, weight: 5 }, { arbitrary: wildValue, weight: 1 });
}

const isContainer = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  (schema.type === 'object' || schema.type === 'array' || schema.properties !== undefined);

function tameArbitrary(schema: JsonSchema, options: { wild: boolean }): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, options)));
  if (schema.allOf) {
    // The schema's own keywords win: an added pattern (no control characters) is looser than its own.
    const { allOf, ...own } = schema;
    const merged = allOf.reduce<JsonSchema>((all, part) => ({ ...all, ...part }), {});
    return tameArbitrary({ ...merged, ...own }, options);
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => tameArbitrary({ ...schema, type }, options)));
  }
  switch (schema.type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ITEMS_CAP, minLength + ITEMS_CAP));
      return fc.array(arbitraryFor(schema.items, options), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, options)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
