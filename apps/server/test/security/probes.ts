import type { RouteRecord } from '../../src/platform/access.ts';
import { tenantPrefix } from '../../src/platform/tenant-path.ts';
import { type IdKind, idKinds, nestedIdKinds, resourceKinds, scopedIdKinds } from './id-kinds.ts';
import {
  idFields,
  isIdName,
  objectShape,
  type Schema,
  sampleValue,
  setAtPath,
  unwrap,
} from './schema-fields.ts';
import { type AgencyWorld, idsOf } from './world.ts';

export type Location = 'params' | 'querystring' | 'body';
/** An id parameter of a route: where it sits, its path in that part, and the kind of row it names. */
export type ProbeField = { location: Location; path: string[]; many: boolean; kind: IdKind | undefined };
export type RouteShape = {
  route: RouteRecord;
  area: 'tenant' | 'supplier' | 'public' | 'session' | 'approver' | 'signer';
  fields: ProbeField[];
};

const schemaOf = (route: RouteRecord, location: Location) =>
  (route.schema as Partial<Record<Location, Schema>>)[location];

/**
 * The path segments naming the route's resource, after the tenant prefix, the portal's agency or
 * /api/v1: the first, and the first two joined (`Report/Scheduled`) for resources of several kinds.
 */
function resourceOf(url: string): { resource: string; subresource: string } {
  const rest = url.startsWith(tenantPrefix)
    ? url.slice(tenantPrefix.length)
    : url.replace(/^\/api\/v1\/portal\/:agency/, '').replace(/^\/api\/v1\//, '/');
  const [first = '', second = ''] = rest.split('/').filter(Boolean);
  return { resource: first, subresource: `${first}/${second}` };
}

/** The kind of row an id field names, by the world's tables. */
export function kindOf(
  path: readonly string[],
  { resource, subresource }: { resource: string; subresource: string },
): IdKind | undefined {
  const name = path[path.length - 1] ?? '';
  if (name !== 'id' && name !== 'parentId') return scopedIdKinds[resource]?.[name] ?? idKinds[name];
  const owner = path.length > 2 ? path[path.length - 3] : undefined;
  if (owner) return nestedIdKinds[owner];
  return resourceKinds[subresource] ?? resourceKinds[resource];
}

/** A route's area and its id parameters, read from its zod schemas. */
export function shapeOf(route: RouteRecord): RouteShape {
  const area =
    route.access?.kind === 'tenant' ? 'tenant' : ((route.access?.kind ?? 'public') as RouteShape['area']);
  const resource = resourceOf(route.url);
  const fields: ProbeField[] = [];
  for (const location of ['params', 'querystring', 'body'] as const) {
    for (const field of idFields(schemaOf(route, location))) {
      // The tenant path is probed on its own (agencyMismatch), before any schema is read.
      if (area === 'tenant' && location === 'params' && ['customerId', 'nodeId'].includes(field.name))
        continue;
      fields.push({ location, path: field.path, many: field.many, kind: kindOf(field.path, resource) });
    }
  }
  return { route, area, fields };
}

export type Probe = { field: ProbeField; value: number | string | (number | string)[] };

/** Values for a route's parts: samples, every id field set to agency A's own row, then the probe. */
export function requestParts(
  shape: RouteShape,
  own: AgencyWorld,
  options: { full: boolean; text: string; probe?: Probe },
) {
  const parts: Record<Location, Record<string, unknown>> = { params: {}, querystring: {}, body: {} };
  let bodyIsObject = true;
  for (const location of ['params', 'querystring', 'body'] as const) {
    const schema = schemaOf(shape.route, location);
    if (!schema) continue;
    const sample = sampleValue(unwrap(schema), {
      full: options.full || location === 'params',
      text: options.text,
    });
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) {
      bodyIsObject = location !== 'body';
      parts[location] = { value: sample };
      continue;
    }
    parts[location] = sample as Record<string, unknown>;
    for (const field of shape.fields.filter((f) => f.location === location)) {
      const ownIds = field.kind ? idsOf(own, field.kind) : [];
      if (ownIds.length === 0 && !field.many) continue;
      const value = field.many ? ownIds.slice(0, 1) : ownIds[0];
      setAtPath(parts[location], schema, field.path, value, options.text);
    }
    if (options.probe?.field.location === location)
      setAtPath(parts[location], schema, options.probe.field.path, options.probe.value, options.text);
  }
  const params = parts.params;
  if ('customerId' in params || shape.area === 'tenant') params.customerId ??= own.customerId;
  if (shape.area === 'tenant') {
    params.customerId = own.customerId;
    params.nodeId = own.nodeId;
  }
  if (shape.route.url.includes(':agency')) params.agency = own.domain;
  const body = bodyIsObject ? parts.body : parts.body.value;
  return { params, query: parts.querystring, body };
}

/** The URL of a route with its path parameters and query filled in. */
export function urlOf(
  route: RouteRecord,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether any field of a schema names ids, so the route has something to probe. */
export const hasIdNames = (schema: Schema | undefined) => Object.keys(objectShape(schema)).some(isIdName);

export type Answer = { status: number; keys: string; body: string; disposition: string };

/** Two answers are the same when status and message keys match, and 2xx bodies match but for numbers and probe texts. */
export function differs(missing: Answer, foreign: Answer): string | null {
  if (missing.status !== foreign.status)
    return `status ${foreign.status} where a missing id answers ${missing.status}`;
  if (missing.keys !== foreign.keys)
    return `keys '${foreign.keys}' where a missing id answers '${missing.keys}'`;
  const normal = (body: string) =>
    body
      .replace(/probe\d+/gi, 'probe')
      .replace(/[0-9a-f]{32}/g, 'hex')
      .replace(/\d+/g, '#');
  if (missing.status < 300 && normal(missing.body) !== normal(foreign.body)) return 'a different 2xx body';
  return null;
}

/** The other agency's marks found in an answer (body or download name) that the missing id's answer lacks. */
export function leakedMarks(missing: Answer, foreign: Answer, marks: readonly string[]): string[] {
  const seen = (answer: Answer) => `${answer.body}\n${answer.disposition}`.toLowerCase();
  return marks.filter(
    (m) => seen(foreign).includes(m.toLowerCase()) && !seen(missing).includes(m.toLowerCase()),
  );
}
