import {
  addendumUploadFieldsSchema,
  documentUpdateFieldsSchema,
  documentUploadFieldsSchema,
} from '@procura/contract';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteRecord } from '../../src/platform/access.ts';
import { jsonHeaders } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import {
  type FuzzHints,
  invalidArbitrary,
  type JsonSchema,
  jsonSchemaOf,
  validArbitrary,
} from './fuzz-arbitrary.ts';
import type { FuzzWorld } from './fuzz-world.ts';

/** One generated request: what was broken on purpose (`valid` when nothing), and its parts. */
export type FuzzCase = {
  variant: 'valid' | 'params' | 'querystring' | 'body' | 'multipart' | 'json-on-multipart';
  params: unknown;
  query: unknown;
  body: unknown;
  file?: { fileName: string; content: number[] } | null;
};

/** The fields each upload reads before its file (contract schemas; the route schemas cannot say it). */
const multipartFields: Record<string, z.ZodType> = {
  'POST /api/v1/customer/:customerId/node/:nodeId/Documents': documentUploadFieldsSchema,
  'PUT /api/v1/customer/:customerId/node/:nodeId/Documents': documentUpdateFieldsSchema,
  'POST /api/v1/customer/:customerId/node/:nodeId/Addenda': addendumUploadFieldsSchema,
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectJournalDocuments': z.object({
    projectJournalId: z.coerce.number().int().positive().optional(),
  }),
};

export const operationOf = (route: Pick<RouteRecord, 'method' | 'url'>) => `${route.method} ${route.url}`;

export function isMultipart(route: RouteRecord): boolean {
  const consumes = (route.schema as { consumes?: string[] }).consumes ?? [];
  return consumes.includes('multipart/form-data');
}

const fileNames = [
  'bond.pdf',
  'a.txt',
  '',
  '../../etc/passwd',
  'имя файла.docx',
  `${'n'.repeat(300)}.pdf`,
  'x\u0000.pdf',
];
const files = fc.option(
  fc.record({ fileName: fc.constantFrom(...fileNames), content: fc.array(fc.nat(255), { maxLength: 64 }) }),
);

/**
 * Requests for one operation from its zod schemas: valid ones, and ones with params, querystring
 * or body broken by one mutation. Upload routes get multipart bodies (fields from the contract's
 * field schema, a small file or none) and JSON bodies, which they must refuse.
 */
export function caseArbitrary(route: RouteRecord, hints: FuzzHints): fc.Arbitrary<FuzzCase> {
  const empty: JsonSchema = { type: 'object', properties: {} };
  const part = (schema: unknown) => jsonSchemaOf(schema);
  const params = part(route.schema.params);
  const query = part(route.schema.querystring);
  const multipart = isMultipart(route);
  const body = multipart
    ? part(multipartFields[operationOf(route)] ?? z.object({}))
    : part(route.schema.body);
  const valid = (schema: JsonSchema | null) =>
    schema ? validArbitrary(schema, hints) : fc.constant(undefined);
  const broken = (schema: JsonSchema | null) => invalidArbitrary(schema ?? empty, hints);
  const make = (
    variant: FuzzCase['variant'],
    p: fc.Arbitrary<unknown>,
    q: fc.Arbitrary<unknown>,
    b: fc.Arbitrary<unknown>,
  ) =>
    fc.record({
      variant: fc.constant(variant),
      params: p,
      query: q,
      body: b,
      file: multipart ? files : fc.constant(null),
    });
  const bodyVariant = multipart ? 'multipart' : 'body';
  const choices = [
    {
      weight: 3,
      arbitrary: make(multipart ? 'multipart' : 'valid', valid(params), valid(query), valid(body)),
    },
    { weight: 2, arbitrary: make('querystring', valid(params), broken(query), valid(body)) },
  ];
  if (params)
    choices.push({ weight: 1, arbitrary: make('params', broken(params), valid(query), valid(body)) });
  if (body || route.method !== 'GET')
    choices.push({ weight: 3, arbitrary: make(bodyVariant, valid(params), valid(query), broken(body)) });
  if (multipart)
    choices.push({
      weight: 2,
      arbitrary: make('json-on-multipart', valid(params), valid(query), fc.jsonValue({ maxDepth: 2 })).map(
        (c) => ({ ...c, file: null }),
      ),
    });
  return fc.oneof(...choices);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** As a browser encodes a URL part: a lone surrogate cannot be UTF-8, so it travels as U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** The URL of a case: path parameters encoded in place, the querystring as a browser would send it. */
export function urlOf(route: RouteRecord, fuzz: FuzzCase): string {
  const params = (fuzz.params && typeof fuzz.params === 'object' ? fuzz.params : {}) as Record<
    string,
    unknown
  >;
  const pathname = route.url.replace(/:(\w+)/g, (_, name: string) =>
    name in params ? encode(text(params[name])) : 'missing',
  );
  if (fuzz.query === undefined) return pathname;
  if (!fuzz.query || typeof fuzz.query !== 'object' || Array.isArray(fuzz.query))
    return `${pathname}?${encode(text(fuzz.query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fuzz.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, text(item));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function payloadOf(fuzz: FuzzCase): { payload?: string | Buffer; headers: Record<string, string> } {
  if (fuzz.variant === 'multipart') {
    const fields = (fuzz.body && typeof fuzz.body === 'object' ? fuzz.body : { field: fuzz.body }) as Record<
      string,
      unknown
    >;
    const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, text(v)]));
    const file = fuzz.file
      ? { fileName: fuzz.file.fileName, content: Buffer.from(fuzz.file.content) }
      : undefined;
    return multipartBody(values, file);
  }
  if (fuzz.body === undefined) return { headers: jsonHeaders };
  return { payload: JSON.stringify(fuzz.body) ?? 'null', headers: jsonHeaders };
}

/** What a check found wrong with one answer. */
export type Finding = {
  operation: string;
  variant: string;
  status: number;
  problem: string;
  url: string;
  body: string;
};

function responseSchemaFor(route: RouteRecord, status: number): z.ZodType | null {
  const schemas = (route.schema.response ?? {}) as Record<string, unknown>;
  const schema = schemas[status] ?? schemas[`${String(status)[0]}xx`] ?? schemas.default;
  return schema instanceof z.ZodType ? schema : null;
}

/**
 * Sends one case as the world's administrator and supplier and checks the answer: never 5xx;
 * every 4xx names its catalogue keys; every 2xx JSON answer parses against the route's response
 * schema; upload routes refuse JSON.
 */
export async function sendCase(world: FuzzWorld, route: RouteRecord, fuzz: FuzzCase) {
  const url = urlOf(route, fuzz);
  const { payload, headers } = payloadOf(fuzz);
  const response = await world.t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headers, cookie: world.cookies() },
    ...(payload === undefined ? {} : { payload }),
  });
  const status = response.statusCode;
  const found = (problem: string): Finding => ({
    operation: operationOf(route),
    variant: fuzz.variant,
    status,
    problem,
    url: url.slice(0, 300),
    body: response.body.slice(0, 300),
  });
  const findings: Finding[] = [];
  if (status >= 500) findings.push(found('5xx'));
  if (status >= 400 && status < 500 && !response.headers['x-message-keys'])
    findings.push(found('4xx without x-message-keys'));
  if (fuzz.variant === 'json-on-multipart' && (status < 400 || status >= 500))
    findings.push(found('upload accepted JSON'));
  const json = String(response.headers['content-type'] ?? '').includes('application/json');
  const schema = status >= 200 && status < 300 && json ? responseSchemaFor(route, status) : null;
  if (schema) {
    const parsed = schema.safeParse(JSON.parse(response.body));
    if (!parsed.success)
      findings.push(
        found(
          `schema break: ${parsed.error.issues[0]?.message ?? ''} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
        ),
      );
  }
  return { status, findings, checkedSchema: schema !== null };
}
