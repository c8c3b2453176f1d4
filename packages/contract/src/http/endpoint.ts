import { z } from 'zod';
import type { RouteName } from '../permissions/route-names.ts';
import { idParamSchema } from '../validation/ids.ts';
import type { RateLimitName } from './rate-limits.ts';

/**
 * An endpoint declared once (issue 21 §1): its method, its path as the spec spells it, the
 * schemas of its parameters, query, body and answer, who may call it and what limits it. The
 * server registers its route from the declaration (the handler is all it writes), the web calls
 * it through one client that builds the URL and checks the answer against the same schema, and
 * the route inventory, OpenAPI and the security suites read it.
 */

/** Who may call an endpoint (the server's guard enforces it; see platform/access.ts). */
export type EndpointAccess =
  | { kind: 'public'; crossSite?: boolean }
  | { kind: 'session' }
  | { kind: 'tenant'; route: RouteName | null; need: 'view' | 'act' }
  | { kind: 'supplier' }
  | { kind: 'approver' }
  | { kind: 'signer' };

export const tenantEndpoint = (route: RouteName | null, need: 'view' | 'act' = 'view'): EndpointAccess => ({
  kind: 'tenant',
  route,
  need,
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointDefinition = {
  method: HttpMethod;
  /** The path with `:name` parameters, as 001 §7 writes it. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer: its schema, or `'file'` for a download (the body is the file itself). */
  response: z.ZodType | 'file';
  /** The body is a multipart upload the handler streams to disk (so it has no schema here). */
  upload?: true;
  /** A JSON body larger than the server's default limit is allowed, up to this many bytes. */
  bodyLimit?: number;
  access: EndpointAccess;
  /** The OpenAPI tag (the area's name in the documentation). */
  tag: string;
  /** Further OpenAPI tags it is listed under (a drop-down list's own path). */
  moreTags?: readonly string[];
  /** What the call does, for the OpenAPI page's reader. */
  description?: string;
  /** The answer can hold sealed bid content (the sealed-bids suite probes it in every state). */
  sealed?: true;
  /** The limits a public call passes before its handler (rate-limits.ts). */
  rateLimits?: readonly { limit: RateLimitName; by: 'address' }[];
};

/** Declares an endpoint, keeping its literal types for the server's handler and the web's call. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** Every call lives under this prefix (001 §7). */
export const apiPath = (path: string) => `/api/v1${path}`;

/** Every agency-scoped call lives under this prefix (001 §7). */
export const tenantPathPrefix = apiPath('/customer/:customerId/node/:nodeId');

export const tenantPathParamsSchema = z.object({
  customerId: idParamSchema(),
  nodeId: idParamSchema(),
});

/** An agency-scoped path: the prefix and the path that follows it. */
export const tenantPath = (path: string) => `${tenantPathPrefix}${path}`;

/** The supplier portal's calls live under the agency's portal name (decision 100). */
export const portalApiPath = (path: string) => apiPath(`/portal/:agency${path}`);
export const portalPathParamsSchema = z.object({ agency: z.string().min(1).max(100) });
export const portalProjectParamsSchema = portalPathParamsSchema.extend({
  projectId: idParamSchema('invalidProjectId'),
});

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path parameters, query and body, as the schemas take them. */
export type EndpointInput<E extends EndpointDefinition> = {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
};
/** What a handler reads, once the schemas have checked and shaped it. */
export type EndpointRequest<E extends EndpointDefinition> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};
export type EndpointAnswer<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/**
 * The URL of a call: each `:name` of the path replaced by its parameter (encoded), then the query
 * without its empty values.
 */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
