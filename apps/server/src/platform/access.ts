import {
  csrfHeader,
  csrfHeaderValue,
  type EndpointAccess,
  idleExpiresHeader,
  type RouteName,
  resolveRouteAccess,
} from '@procura/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApproverContext } from './approver-session.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import type { SessionContext } from './session.ts';
import type { SignerContext } from './signer-session.ts';
import type { SupplierContext } from './supplier-session.ts';

/**
 * What every route declares: who may call it. `public` needs nothing; `session` a signed-in user;
 * `tenant` a path under /api/v1/customer/{customerId}/node/{nodeId} of the session's own agency,
 * and, when `route` is named, the view or action right on it by the route permission rules.
 */
export type Access = EndpointAccess;

export const publicAccess: Access = { kind: 'public' };
/**
 * A public route that other sites post to by design (the SAML assertion consumer service): the
 * anti-forgery header cannot be required there; the signed, single-use assertion protects it.
 */
export const crossSitePublicAccess: Access = { kind: 'public', crossSite: true };
export const sessionAccess: Access = { kind: 'session' };
/**
 * A signed-in supplier on its agency's portal: a path under /api/v1/portal/{agency} whose agency
 * is the supplier account's own (another agency's name answers 401, as no session there exists).
 */
export const supplierAccess: Access = { kind: 'supplier' };
/**
 * An award approver on the public approval page: the short session its emailed link was exchanged
 * for, on a path under /api/v1/approvals/{approvalId}/approver/{workflowId} naming its own step.
 */
export const approverAccess: Access = { kind: 'approver' };
/**
 * An envelope signer on the signing page: the short session its emailed link was exchanged for,
 * on a path under /api/v1/esignature; the session names the envelope and the signer.
 */
export const signerAccess: Access = { kind: 'signer' };
export const tenantAccess = (route: RouteName | null, need: 'view' | 'act' = 'view'): Access => ({
  kind: 'tenant',
  route,
  need,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route can answer bid content that stays sealed until the agency unseals it (prices,
     * answers, files). The sealed-bids suite probes every such route in every role and state.
     */
    sealed?: true;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    supplier: SupplierContext | null;
    approver: ApproverContext | null;
    signer: SignerContext | null;
  }
}

/** The schemas a route validates with (zod), as the security suites read them. */
export type RouteSchemas = { params?: unknown; querystring?: unknown; body?: unknown; response?: unknown };

export type RouteRecord = {
  method: string;
  url: string;
  access: Access | null;
  /** Whether the route can answer sealed bid content (see FastifyContextConfig.sealed). */
  sealed: boolean;
  schema: RouteSchemas;
  /** The limits the call passes before its handler (platform/rate-limit.ts); null when none declared. */
  rateLimits: readonly { limit: string }[] | null;
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that are ours to guard; documentation and static files are served by plugins. */
export function isGuardedPath(url: string): boolean {
  return (
    (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
    url.startsWith('/features') ||
    url === '/healthz'
  );
}

export type AccessDeps = {
  loadSession(request: FastifyRequest): Promise<SessionContext | null>;
  loadSupplierSession(request: FastifyRequest): Promise<SupplierContext | null>;
  loadApproverSession(request: FastifyRequest): Promise<ApproverContext | null>;
  loadSignerSession(request: FastifyRequest): Promise<SignerContext | null>;
};

/**
 * Registers the guard. Routes without a declaration are refused at start-up, so a new route
 * cannot ship unguarded; `routes` lists what was declared for the route-table test.
 */
export function registerAccessGuard(app: FastifyInstance, deps: AccessDeps): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.decorateRequest('session', null);
  app.decorateRequest('supplier', null);
  app.decorateRequest('approver', null);
  app.decorateRequest('signer', null);

  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const access = options.config?.access ?? null;
    if (!isGuardedPath(options.url)) return;
    if (!access) throw new Error(`route ${methods.join(',')} ${options.url} declares no access`);
    const sealed = options.config?.sealed === true;
    const schema = (options.schema ?? {}) as RouteSchemas;
    for (const method of methods) {
      const rateLimits = options.config?.rateLimits ?? null;
      if (method !== 'HEAD') routes.push({ method, url: options.url, access, sealed, schema, rateLimits });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    // A cross-site form cannot set a custom header, so requiring one stops request forgery. A GET
    // declared with a right to act (001 §7 spells RefreshCustomProject so) changes something too.
    const crossSite = access.kind === 'public' && access.crossSite === true;
    const changes = !safeMethods.has(request.method) || (access.kind === 'tenant' && access.need === 'act');
    if (changes && !crossSite && request.headers[csrfHeader] !== csrfHeaderValue) {
      throw forbidden('csrfHeaderMissing');
    }
    if (access.kind === 'public') return;
    if (access.kind === 'supplier') {
      const supplier = await deps.loadSupplierSession(request);
      const agency = (request.params as { agency?: string }).agency ?? '';
      if (!supplier || supplier.agency.toLowerCase() !== agency.toLowerCase()) throw unauthorized();
      request.supplier = supplier;
      return;
    }
    if (access.kind === 'approver') {
      const approver = await deps.loadApproverSession(request);
      const params = request.params as { approvalId?: string; workflowId?: string };
      // Another step's or approval's path answers as a spent link does: nothing to tell apart.
      if (
        !approver ||
        String(approver.approvalId) !== params.approvalId ||
        String(approver.workflowId) !== params.workflowId
      ) {
        throw unauthorized('awardApprovalLinkInvalid');
      }
      request.approver = approver;
      return;
    }
    if (access.kind === 'signer') {
      const signer = await deps.loadSignerSession(request);
      if (!signer) throw unauthorized('envelopeLinkInvalid');
      request.signer = signer;
      return;
    }
    request.session = await deps.loadSession(request);
    if (!request.session) throw unauthorized();
    if (access.kind === 'session') return;

    const params = request.params as { customerId?: string; nodeId?: string };
    const customerId = Number(params.customerId);
    const nodeId = Number(params.nodeId);
    if (!Number.isInteger(customerId) || !Number.isInteger(nodeId))
      throw new AppError(400, 'invalidCustomerId');
    // The session read the active agency's nodes; another agency's node is never among them.
    if (customerId !== request.session.activeCustomerId || !request.session.nodeIds.has(nodeId)) {
      throw new AppError(403, 'agencyMismatch');
    }
    if (access.route && !hasRouteRight(request.session, access.route, access.need)) {
      throw forbidden('noPermission');
    }
  });
  // The web's session timeout dialog counts down from the server's own idle expiry.
  app.addHook('onSend', async (request, reply) => {
    if (request.session) reply.header(idleExpiresHeader, request.session.idleExpiresAt.toISOString());
  });
  return routes;
}

/** The session of a guarded request (the guard has loaded it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The signed-in supplier of a route with supplier access (the guard has loaded it). */
export function supplierOf(request: FastifyRequest): SupplierContext {
  if (!request.supplier) throw unauthorized();
  return request.supplier;
}

/** The approver of a route with approver access (the guard has loaded it). */
export function approverOf(request: FastifyRequest): ApproverContext {
  if (!request.approver) throw unauthorized('awardApprovalLinkInvalid');
  return request.approver;
}

/** The signer of a guarded signing-page request (the guard has loaded the session). */
export function signerOf(request: FastifyRequest): SignerContext {
  if (!request.signer) throw unauthorized('envelopeLinkInvalid');
  return request.signer;
}

/** The acting user of a guarded request, for services. */
export function actorOf(request: FastifyRequest) {
  const session = sessionOf(request);
  const params = request.params as { nodeId?: string };
  return {
    customerId: session.activeCustomerId,
    nodeId: Number(params.nodeId ?? session.tenderNodeId),
    userId: session.userId,
  };
}

/**
 * Whether the session holds the view or action right on a named route, by the route permission
 * rules: for routes that decide in the handler (a user may change their own avatar, an
 * administrator anyone's).
 */
export function hasRouteRight(session: SessionContext, route: RouteName, need: 'view' | 'act'): boolean {
  const decision = resolveRouteAccess(route, session.routePermissions, {
    held: session.held,
    isSiteAdmin: session.isSiteAdmin,
  });
  return need === 'act' ? decision.canAct : decision.canView;
}
