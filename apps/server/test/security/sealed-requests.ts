import type { RouteRecord } from '../../src/platform/access.ts';
import { isOptional, objectShape, type Schema, unwrap } from './schema-fields.ts';

/**
 * Requests of the sealed-bids matrix, derived from the route inventory: path parameters and id
 * query parameters filled with the fixture's real ids, every other required field made minimally
 * from the route's zod schema. Only reads and the writes that answer content are sent (see
 * `probedRoutes`): a mutation such as DELETE /Projects would take the fixture apart.
 */

/** A value the matrix may put in a parameter: several values make one request each. */
export type IdValue = string | number | readonly (string | number)[];
export type IdTable = Record<string, IdValue>;

export type ProbeRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
};

/**
 * Writes that answer bid content or a listing or export that could hold it, and are safe to repeat
 * on the fixture. Other writes change the source (unseal, withdraw, delete, save) or start work
 * whose answer holds no content (CompletedSubmissionsAll answers a job id; its status and download
 * are reads and probed).
 */
const contentWrites = new Set([
  'PUT /api/v1/portal/:agency/Opportunities/:projectId/Bid',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Submissions/:id/Comments',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Submissions/:id/Compliance',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Search',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Search/Export',
  'POST /api/v1/customer/:customerId/node/:nodeId/Exports/VendorQuestions',
]);

/**
 * Agency and account reference data: control-panel lists, users and groups, settings, the
 * supplier's own account. None names a source or lists anything a bid can reach, so their answers
 * do not change with the source's state: the matrix probes them in the first state and again in
 * the last (after every unsealing, export and review write), where no role may see any secret in
 * them. A route not listed here is probed in every state (the safe default for new routes).
 */
const tenant = '/api/v1/customer/:customerId/node/:nodeId';
const referenceData = new Set([
  '/healthz',
  '/api/v1/features',
  '/api/v1/Utilities/RefreshSession',
  '/api/v1/customer/All',
  '/api/v1/customer/:customerId',
  '/api/v1/sso/metadata',
  '/api/v1/sso/ssoStart',
  '/api/v1/portal/:agency',
  '/api/v1/portal/:agency/Categories',
  '/api/v1/portal/:agency/Session',
  '/api/v1/portal/:agency/Profile',
  ...[
    'CustomerNode',
    'Tenders/TenderNode',
    'Hosts',
    'RoutePermissions/All',
    'Permissions/All',
    'Users',
    'Users/Avatar',
    'UserGroups',
    'Departments',
    'Departments/All',
    'Divisions',
    'CustomerSsoSaml',
    'customer/:accountCustomerId',
    'TenderNodes',
    'TimeZones',
    'Languages',
    'LeadAgencyName',
    'LeadAgencyName/All',
    'IrrevocablePeriods',
    'IrrevocablePeriods/All',
    'TenderType',
    'TenderType/All',
    'Term',
    'Term/All',
    'Term/Search',
    'TradeAgreement',
    'TradeAgreement/All',
    'TradeAgreement/SPAAll',
    'AwardExceptions',
    'AwardExceptions/All',
    'Category',
    'CommodityCategories',
    'OnlineSubmissionTemplate/All',
    'OnlineSubmissionTemplate/Search',
    'Resources',
    'projectRoles',
    'ShoppingCart/Taxes',
    'SavedSearchCriteria',
  ].map((path) => `${tenant}/${path}`),
]);

/** Whether a route serves reference data only (see `referenceData`). */
export const isReferenceRoute = (route: RouteRecord) => referenceData.has(route.url);

/** The routes the matrix sends: every read, and the content writes; the rest are counted as skipped. */
export function probedRoutes(routes: readonly RouteRecord[]) {
  const probed: RouteRecord[] = [];
  const skipped: RouteRecord[] = [];
  for (const route of routes) {
    const read = route.method === 'GET';
    (read || contentWrites.has(`${route.method} ${route.url}`) ? probed : skipped).push(route);
  }
  const missing = [...contentWrites].filter((key) => !routes.some((r) => `${r.method} ${r.url}` === key));
  const listed = [...referenceData].filter((url) => !routes.some((r) => r.method === 'GET' && r.url === url));
  missing.push(...listed);
  if (missing.length > 0)
    throw new Error(`routes named here are no longer in the inventory: ${missing.join(', ')}`);
  return { probed, skipped };
}

const minLength = (schema: Schema) =>
  Math.max(
    0,
    ...(schema._zod.def.checks ?? [])
      .map((check) => Number((check._zod.def as { minimum?: unknown }).minimum ?? 0))
      .filter(Number.isFinite),
  );

/** A minimal valid-looking value for a field: the fixture's id when the name is known, else the smallest. */
function minimalValue(schema: Schema, key: string, ids: IdTable): unknown {
  const known = ids[key];
  if (known !== undefined) return Array.isArray(known) ? known[0] : known;
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return minimalObject(schema, ids);
    case 'string':
      return 'x'.repeat(Math.max(1, minLength(schema)));
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return minLength(schema) > 0 && def.element ? [minimalValue(def.element, key, ids)] : [];
    case 'record':
      return {};
    case 'nullable':
      return null;
    case 'union':
      return def.options?.[0] ? minimalValue(def.options[0], key, ids) : null;
    default: {
      const inner = def.innerType ?? def.in;
      return inner ? minimalValue(inner, key, ids) : null;
    }
  }
}

function minimalObject(schema: Schema | undefined, ids: IdTable): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(objectShape(schema))) {
    if (!isOptional(field)) body[key] = minimalValue(field, key, ids);
  }
  return body;
}

/** The values of an enum field, through its wrappers (none for other fields). */
function enumValues(schema: Schema): (string | number)[] {
  const def = unwrap(schema)._zod.def;
  return def.type === 'enum' ? Object.values(def.entries ?? {}) : [];
}

/** Every combination of the parameters with several values (e.g. each file of a submission). */
function combinations(keys: readonly string[], chosen: (key: string) => IdValue | undefined) {
  let rows: Record<string, string | number>[] = [{}];
  for (const key of keys) {
    const value = chosen(key);
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value as string | number];
    rows = rows.flatMap((row) => values.map((v) => ({ ...row, [key]: v })));
  }
  return rows;
}

/**
 * The requests for one route in one role: `ids` holds the role's tenant and portal names and the
 * fixture's ids (the caller resolves `id`, which means something else on each route); `body`
 * replaces the minimal body (the bidding suppliers' own bids). A route marked `sealed` gets more:
 * each value of its optional enum query fields as well as none (the Submissions list by status).
 */
export function requestsFor(
  route: RouteRecord,
  ids: IdTable,
  options: { body?: unknown } = {},
): ProbeRequest[] {
  const pathKeys = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const queryShape = objectShape(route.schema.querystring as Schema | undefined);
  // Required query fields always; optional ones when they name a fixture id (tenderId on TenderTables).
  const queryKeys = Object.entries(queryShape)
    .filter(([key, field]) => !isOptional(field) || ids[key] !== undefined)
    .map(([key]) => key);
  // '' leaves the field out: the variants of a sealed route's filters include "no filter".
  const variants = new Map<string, (string | number)[]>();
  for (const [key, field] of Object.entries(queryShape)) {
    const values = route.sealed && isOptional(field) && ids[key] === undefined ? enumValues(field) : [];
    if (values.length > 0) variants.set(key, ['', ...values]);
  }
  const pick = (key: string) =>
    ids[key] ??
    variants.get(key) ??
    (queryShape[key] ? (minimalValue(queryShape[key], key, ids) as string | number) : undefined);
  const paths = combinations(pathKeys, (key) => ids[key] ?? 1);
  const queries = combinations([...queryKeys, ...variants.keys()], pick);
  const payload =
    route.method === 'GET'
      ? undefined
      : (options.body ?? minimalObject(route.schema.body as Schema | undefined, ids));
  const requests: ProbeRequest[] = [];
  for (const path of paths) {
    const url = route.url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(path[key])));
    for (const query of queries) {
      const fields = Object.entries(query).filter(([, v]) => v !== '');
      const search = new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
      requests.push({
        method: route.method as ProbeRequest['method'],
        url: search ? `${url}?${search}` : url,
        ...(payload === undefined ? {} : { payload }),
      });
    }
  }
  return requests;
}
