import type { z } from 'zod';

/** Zod 4 keeps a schema's definition under `_zod.def`; the walkers below read only that. */
type Def = {
  type: string;
  coerce?: boolean;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
export type Schema = z.ZodType & { _zod: { def: Def } };

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, nullable, default, pipes (their input side) and lazy. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in)
      current = def.in._zod.def.type === 'transform' && def.out ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** The fields of an object schema (the first object option of a union or intersection). */
export function objectShape(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'intersection') return { ...objectShape(def.left), ...objectShape(def.right) };
  if (def.type === 'union') return objectShape(def.options?.[0]);
  return {};
}

/** Whether a field may be left out (optional or defaulted, at any depth of wrapping). */
export function isOptional(schema: Schema): boolean {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe' && def.in) return isOptional(def.in);
  return false;
}

/** Whether a field's name says it holds ids: `id`, `*Id` or `*Ids`. */
export function isIdName(name: string): boolean {
  return name === 'id' || /[a-z]Ids?$/.test(name);
}

export type IdField = { path: string[]; name: string; many: boolean };

/** The id fields of a schema, nested through objects and arrays (an array step is written `0`). */
export function idFields(schema: Schema | undefined, path: string[] = [], depth = 0): IdField[] {
  if (!schema || depth > 6) return [];
  const found: IdField[] = [];
  for (const [name, field] of Object.entries(objectShape(schema))) {
    const inner = unwrap(field);
    const type = inner._zod.def.type;
    if (
      isIdName(name) &&
      (type === 'number' || type === 'string' || type === 'array' || type === 'bigint' || type === 'union')
    ) {
      const element = type === 'array' && inner._zod.def.element ? unwrap(inner._zod.def.element) : undefined;
      if (element?._zod.def.type !== 'object') {
        found.push({ path: [...path, name], name, many: type === 'array' || name.endsWith('Ids') });
        continue;
      }
    }
    if (type === 'object') found.push(...idFields(inner, [...path, name], depth + 1));
    if (type === 'array' && inner._zod.def.element)
      found.push(...idFields(inner._zod.def.element, [...path, name, '0'], depth + 1));
  }
  return found;
}

type Check = Record<string, unknown>;
const checksOf = (schema: Schema): Check[] =>
  (schema._zod.def.checks ?? []).map((c) => c._zod.def as unknown as Check);

function sampleString(schema: Schema, text: string): string {
  const checks = checksOf(schema);
  const format = checks.find((c) => c.check === 'string_format');
  let min = 0;
  let max = 200;
  for (const c of checks) {
    if (c.check === 'min_length') min = Number(c.minimum);
    if (c.check === 'max_length') max = Number(c.maximum);
    if (c.check === 'length_equals') min = max = Number(c.length);
  }
  if (format) {
    const pattern = format.pattern instanceof RegExp ? format.pattern : undefined;
    const candidates: Record<string, string> = {
      email: `${text.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.test`,
      url: 'https://example.test/probe',
      uuid: '6f1c1c52-4c1e-4a8e-9d3c-7f5e0a2b9c11',
      datetime: '2031-07-15T15:00:00.000Z',
      date: '2031-07-15',
      time: '15:00:00',
    };
    const known = candidates[String(format.format)];
    if (known) return known;
    for (const candidate of [text, 'A1', 'abc', '0001', 'probe-1', 'Probe 1', 'a'.repeat(Math.max(min, 1))])
      if (!pattern || pattern.test(candidate)) return candidate;
  }
  return text.padEnd(min, 'x').slice(0, max);
}

function sampleNumber(schema: Schema): number {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') low = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') high = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  if (low <= 1 && high >= 1) return 1;
  return Number.isFinite(low) ? low : high;
}

/**
 * A value the schema accepts, built from its definition: `full` fills optional fields too, else
 * they are left out. Strings carry `text` where their format allows, so content can be traced.
 */
export function sampleValue(schema: Schema, options: { full: boolean; text: string }, depth = 0): unknown {
  const def = schema._zod.def;
  if (depth > 12) return undefined;
  const next = (inner: Schema | undefined) => (inner ? sampleValue(inner, options, depth + 1) : undefined);
  switch (def.type) {
    case 'optional':
      return options.full ? next(def.innerType) : undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    case 'default':
    case 'prefault':
      return options.full ? next(def.innerType) : undefined;
    case 'pipe':
      return def.in?._zod.def.type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next(def.getter?.());
    case 'string':
      return sampleString(schema, options.text);
    case 'number':
      return sampleNumber(schema);
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'date':
      return '2031-07-15T15:00:00.000Z';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'null':
      return null;
    case 'array': {
      const min = Number(checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0);
      const element = def.element as Schema;
      const isObject = unwrap(element)._zod.def.type === 'object';
      const length = Math.max(min, options.full || isObject ? 1 : 0);
      return Array.from({ length }, () => next(element));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const sampled = next(field);
        if (sampled !== undefined) value[key] = sampled;
      }
      return value;
    }
    case 'record':
      return {};
    case 'union': {
      for (const option of def.options ?? []) {
        const candidate = next(option);
        if (option.safeParse(candidate).success) return candidate;
      }
      return next(def.options?.[0]);
    }
    case 'intersection': {
      const left = next(def.left);
      const right = next(def.right);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    default:
      return null;
  }
}

/** The schema at a field path (array steps written `0`), for making the containers on the way. */
export function schemaAt(schema: Schema, path: readonly string[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const inner = unwrap(current);
    current = inner._zod.def.type === 'array' ? (inner._zod.def.element as Schema) : objectShape(inner)[step];
  }
  return current;
}

/** Sets `value` at `path` in `root`, making missing objects and array elements from the schema. */
export function setAtPath(
  root: Record<string, unknown>,
  schema: Schema,
  path: readonly string[],
  value: unknown,
  text: string,
): void {
  let container: Record<string, unknown> | unknown[] = root;
  path.forEach((step, index) => {
    const key = Array.isArray(container) ? Number(step) : step;
    if (index === path.length - 1) {
      (container as Record<string | number, unknown>)[key] = value;
      return;
    }
    const holder = container as Record<string | number, unknown>;
    if (holder[key] === undefined || holder[key] === null) {
      const inner = schemaAt(schema, path.slice(0, index + 1));
      holder[key] = inner ? sampleValue(unwrap(inner), { full: true, text }) : {};
    }
    container = holder[key] as Record<string, unknown>;
  });
}
