import fc from 'fast-check';
import { z } from 'zod';

/**
 * The part of JSON Schema that `z.toJSONSchema` writes for our contract schemas (draft 2020-12,
 * input side): enough to generate values that pass the schema, refinements aside.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** What the generator knows of the world: real ids and strings by field name, so requests reach deep code. */
export type FuzzHints = {
  /** Real ids for a field name (`projectId`, `id`, `userIds` ...); empty when none is known. */
  idsFor(name: string): readonly number[];
  /** Real values for a string field name (`agency`), if any. */
  stringsFor(name: string): readonly string[];
};

/** The input side of a route's zod schema as JSON Schema, or null when the route has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const idName = /(^id$|^ids$|Id$|Ids$|^userid$)/;
const safeMax = Number.MAX_SAFE_INTEGER;
const shortStrings = 40;
const shortArrays = 4;

function bounds(schema: JsonSchema, step: number): { lo: number; hi: number } {
  const lo =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -safeMax : schema.exclusiveMinimum + step);
  const hi =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? safeMax : schema.exclusiveMaximum - step);
  return { lo, hi };
}

function integers(schema: JsonSchema, name: string, hints: FuzzHints): fc.Arbitrary<number> {
  const { lo, hi } = bounds(schema, 1);
  const near = Math.max(lo, Math.min(hi, 0));
  const any = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: Math.max(lo, near - 50), max: Math.min(hi, near + 1000) }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(lo), max: BigInt(hi) }).map(Number) },
  );
  const real = idName.test(name) ? hints.idsFor(name).filter((id) => id >= lo && id <= hi) : [];
  return real.length
    ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: any })
    : any;
}

function numbers(schema: JsonSchema): fc.Arbitrary<number> {
  const { lo, hi } = bounds(schema, 0);
  return fc.double({
    min: lo,
    max: hi,
    minExcluded: schema.exclusiveMinimum !== undefined && schema.minimum === undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined && schema.maximum === undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

const dates = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Strings a pattern accepts; fast-check reads most patterns, the rest are found among generated text. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.string({ unit: 'grapheme', maxLength: shortStrings }).filter((s) => pattern.test(s));
  }
}

function strings(schema: JsonSchema, name: string, hints: FuzzHints): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'date-time') return dates.map((d) => d.toISOString());
  if (schema.format === 'date') return dates.map((d) => d.toISOString().slice(0, 10));
  const known = hints.stringsFor(name).filter(fits);
  let generated: fc.Arbitrary<string>;
  if (schema.pattern) {
    generated = matching(new RegExp(schema.pattern, 'u')).filter(fits);
  } else if (/email/i.test(name) || schema.format === 'email') {
    generated = fc.emailAddress().filter(fits);
  } else {
    const length = { minLength: min, maxLength: Math.max(min, Math.min(max, shortStrings)) };
    generated = fc
      .oneof(fc.string({ ...length, unit: 'grapheme-ascii' }), fc.string({ ...length, unit: 'grapheme' }))
      .filter(fits);
  }
  return known.length
    ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: generated })
    : generated;
}

function objects(schema: JsonSchema, hints: FuzzHints, defs: Defs): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (!names.length && typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames
      ? (build(schema.propertyNames, '', hints, defs) as fc.Arbitrary<string>)
      : fc.string({ maxLength: 12 });
    return fc.dictionary(keys, build(schema.additionalProperties, '', hints, defs), { maxKeys: shortArrays });
  }
  const model = Object.fromEntries(names.map((n) => [n, build(properties[n] as JsonSchema, n, hints, defs)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((n) => names.includes(n)) });
}

function arrays(schema: JsonSchema, name: string, hints: FuzzHints, defs: Defs): fc.Arbitrary<unknown> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => build(s, name, hints, defs)));
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? shortArrays, shortArrays));
  return fc.array(build(schema.items ?? {}, name, hints, defs), { minLength, maxLength });
}

type Defs = Record<string, JsonSchema>;

function build(schema: JsonSchema, name: string, hints: FuzzHints, defs: Defs): fc.Arbitrary<unknown> {
  if (schema.$ref) return build(defs[schema.$ref.replace(/^#\/\$defs\//, '')] ?? {}, name, hints, defs);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => build(b, name, hints, defs)));
  if (schema.allOf?.[0]) return build(schema.allOf[0], name, hints, defs);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => build({ ...schema, type }, name, hints, defs)));
  switch (schema.type) {
    case 'integer':
      return integers(schema, name, hints);
    case 'number':
      return numbers(schema);
    case 'string':
      return strings(schema, name, hints);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrays(schema, name, hints, defs);
    case 'object':
      return objects(schema, hints, defs);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that pass the schema (refinements aside), with real ids and names where the hints know them. */
export function validArbitrary(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  return build(schema, '', hints, schema.$defs ?? {});
}

const huge = 'x'.repeat(100_000);
/** Values no schema field expects in that place: wrong types, range edges, huge and odd text. */
export const nastyValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e999',
  'NaN',
  'null',
  'true',
  '[]',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '🦄🌈 مرحبا ｔｅｓｔ',
  '\u202eevil',
  'Ǆ̶̢̛ͅ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2F',
  huge,
  '𝕏'.repeat(30_000),
  [],
  [1, 2],
  [null],
  {},
  { a: 1 },
];
const oddKeys = ['extra', '__proto__', 'constructor', '', 'toString'];

type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...at, i], out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  return valueAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
}

export type Mutation = {
  kind: 'replace' | 'drop' | 'extra' | 'whole';
  value: unknown;
  key: string;
  pick: number;
};

/** Applies one mutation to a copy of a valid value: a field replaced or dropped, a key added, or the whole value replaced. */
export function mutate(valid: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'whole') return mutation.value;
  const root = structuredClone(valid);
  const paths = pathsOf(root);
  const path = paths[mutation.pick % paths.length] ?? [];
  if (mutation.kind === 'extra') {
    const found = valueAt(root, path);
    const target = isRecord(found) ? found : root;
    if (!isRecord(target)) return mutation.value;
    // defineProperty, so '__proto__' becomes an own key as JSON.parse makes it, not a prototype.
    Object.defineProperty(target, mutation.key, {
      value: mutation.value,
      enumerable: true,
      configurable: true,
    });
    return root;
  }
  if (!path.length) return mutation.value;
  const parent = parentOf(root, path);
  const key = path.at(-1) as string | number;
  if (mutation.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = mutation.value;
  }
  return root;
}

const mutations: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'extra', 'whole'),
  value: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...nastyValues) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  ),
  key: fc.constantFrom(...oddKeys),
  pick: fc.nat(),
});

/** Values that a schema should refuse: a valid value with one mutation. */
export function invalidArbitrary(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  return fc
    .tuple(validArbitrary(schema, hints), mutations)
    .map(([value, mutation]) => mutate(value, mutation));
}
