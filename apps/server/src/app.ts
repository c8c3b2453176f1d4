import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildVersion, maxJsonBodyBytes } from '@procura/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { areaHooks } from './area-hooks.ts';
import type { Db } from './db/client.ts';
import { accessRoutes } from './modules/access/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { addendumRoutes } from './modules/addenda/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { loadSession, sessionTokenFromCookieHeader, sessionTokenOf } from './modules/auth/sessions.ts';
import { approverTokenOf, loadApproverSession } from './modules/award-approvals/approver.ts';
import { approverRoutes } from './modules/award-approvals/approver-routes.ts';
import { awardApprovalRoutes } from './modules/award-approvals/routes.ts';
import { awardRoutes } from './modules/awards/routes.ts';
import { bidRoutes } from './modules/bids/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { envelopeRoutes } from './modules/contract-builder/envelope-routes.ts';
import { contractBuilderRoutes } from './modules/contract-builder/routes.ts';
import { signerRoutes } from './modules/contract-builder/signer-routes.ts';
import { loadSignerSession, signerTokenOf } from './modules/contract-builder/signing.ts';
import { contractDocumentRoutes } from './modules/contracts/document-routes.ts';
import { contractRoutes } from './modules/contracts/routes.ts';
import { supplierContractRoutes } from './modules/contracts/supplier-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { layoutRoutes } from './modules/dashboard/layout-routes.ts';
import { dashboardListRoutes } from './modules/dashboard/list-routes.ts';
import { widgetRoutes } from './modules/dashboard/widget-routes.ts';
import { departmentRoutes } from './modules/departments/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { emailRoutes } from './modules/email/routes.ts';
import { evaluationRoutes } from './modules/evaluations/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { featureRoutes } from './modules/features/routes.ts';
import { intakeRoutes } from './modules/intake/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { journalRoutes } from './modules/journal/routes.ts';
import { listRoutes } from './modules/lists/routes.ts';
import { meetingRoutes } from './modules/meetings/routes.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { planTakerRoutes } from './modules/plan-takers/routes.ts';
import { portalRoutes } from './modules/portal/routes.ts';
import { projectTeamRoutes } from './modules/project-team/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { savedSearchRoutes } from './modules/projects/saved-search-routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { requirementItemRoutes } from './modules/requirements/item-routes.ts';
import { requirementRoutes } from './modules/requirements/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { snapshotRoutes } from './modules/snapshot/routes.ts';
import { ssoRoutes } from './modules/sso/routes.ts';
import { submissionRoutes } from './modules/submissions/routes.ts';
import { supplierAccountRoutes } from './modules/suppliers/routes.ts';
import { loadSupplierSession, supplierTokenOf } from './modules/suppliers/sessions.ts';
import { tableRoutes } from './modules/tables/routes.ts';
import { taxRoutes } from './modules/tables/tax-routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { vendorDocumentRoutes } from './modules/vendors/document-routes.ts';
import { vendorListRoutes } from './modules/vendors/list-routes.ts';
import { vendorRoutes } from './modules/vendors/routes.ts';
import { publicAccess, type RouteRecord, registerAccessGuard } from './platform/access.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { refuseNulText } from './platform/database-text.ts';
import { AppError, handleError, notFound, sendProblems } from './platform/errors.ts';
import { createRateLimiter, registerRateLimits } from './platform/rate-limit.ts';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.ts';
import { indexHtmlWithNonce, registerSecurityHeaders } from './platform/security-headers.ts';

export type BuildOptions = { config: Config; db: Db; clock?: Clock; logger?: boolean };
export type ProcuraApp = {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteRecord[];
  realtime: RealtimeHub;
};

/** Builds the HTTP app over an open database. Nothing listens until the caller says so. */
export async function buildApp(options: BuildOptions): Promise<ProcuraApp> {
  const ctx: AppContext = {
    db: options.db,
    clock: options.clock ?? systemClock,
    config: options.config,
    // Replaced by the real-time hub below, once the HTTP server exists to attach it to.
    emitToAgency: () => {},
    disconnectSockets: () => {},
    limiter: createRateLimiter({
      db: options.db,
      clock: options.clock ?? systemClock,
      config: options.config,
    }),
    jobs: null,
    hooks: areaHooks,
  };
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    // The original matched paths case-insensitively: the spec writes both Awards/approvals and awards/approvals.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: maxJsonBodyBytes,
    // Without it the router answers a bad or overlong path segment itself, with no message keys.
    frameworkErrors: handleError,
    // Behind a TLS proxy, the client's address (which the rate limits count by) is the proxy's report.
    trustProxy: options.config.trustProxy,
  });
  registerSecurityHeaders(app, options.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // Calls without a payload (validate, signoff) often still say application/json: an empty
  // body is no body, not malformed JSON.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, 'malformedJson'), undefined);
    }
  });

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Procura API',
        version: buildVersion,
        description: 'Procura e-procurement platform API',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'procura_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation page brings its own policy (its inline script and styles, by hash), made
  // unframeable like every page, and without upgrading requests on plain http (localhost).
  const https = options.config.publicUrl.startsWith('https:');
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/ ?upgrade-insecure-requests;?/, https ? ' upgrade-insecure-requests;' : ''),
  });

  app.addHook('preValidation', refuseNulText);
  const routes = registerAccessGuard(app, {
    loadSession: (request) => loadSession(ctx, sessionTokenOf(request, ctx.config)),
    loadSupplierSession: (request) => loadSupplierSession(ctx, supplierTokenOf(request, ctx.config)),
    loadApproverSession: (request) => loadApproverSession(ctx, approverTokenOf(request, ctx.config)),
    loadSignerSession: (request) => loadSignerSession(ctx, signerTokenOf(request, ctx.config)),
  });
  registerRateLimits(app, ctx.limiter);

  // Load balancers poll it; it reads nothing, so it has no limit.
  app.get(
    '/healthz',
    { config: { access: publicAccess, rateLimits: [] }, schema: { hide: true } },
    async () => ({
      status: 'ok',
    }),
  );
  await app.register(authRoutes(ctx));
  await app.register(customerRoutes(ctx));
  await app.register(accessRoutes());
  await app.register(teamRoutes(ctx));
  await app.register(departmentRoutes(ctx));
  await app.register(featureRoutes(ctx));
  await app.register(ssoRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(listRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(projectRoutes(ctx));
  await app.register(savedSearchRoutes(ctx));
  await app.register(projectTeamRoutes(ctx));
  await app.register(journalRoutes(ctx));
  await app.register(taskRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(snapshotRoutes(ctx));
  await app.register(layoutRoutes(ctx));
  await app.register(widgetRoutes(ctx));
  await app.register(dashboardListRoutes(ctx));
  await app.register(activityRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(complianceRoutes(ctx));
  await app.register(invitationRoutes(ctx));
  await app.register(requirementRoutes(ctx));
  await app.register(requirementItemRoutes(ctx));
  await app.register(tableRoutes(ctx));
  await app.register(taxRoutes(ctx));
  await app.register(submissionRoutes(ctx));
  await app.register(exportRoutes(ctx));
  await app.register(questionRoutes(ctx));
  await app.register(awardRoutes(ctx));
  await app.register(awardApprovalRoutes(ctx));
  await app.register(approverRoutes(ctx));
  await app.register(evaluationRoutes(ctx));
  await app.register(contractRoutes(ctx));
  await app.register(contractDocumentRoutes(ctx));
  await app.register(supplierContractRoutes(ctx));
  await app.register(contractBuilderRoutes(ctx));
  await app.register(envelopeRoutes(ctx));
  await app.register(signerRoutes(ctx));
  await app.register(addendumRoutes(ctx));
  await app.register(bidRoutes(ctx));
  await app.register(portalRoutes(ctx));
  await app.register(planTakerRoutes(ctx));
  await app.register(meetingRoutes(ctx));
  await app.register(supplierAccountRoutes(ctx));
  await app.register(vendorRoutes(ctx));
  await app.register(vendorDocumentRoutes(ctx));
  await app.register(vendorListRoutes(ctx));
  await app.register(performanceRoutes(ctx));
  await app.register(intakeRoutes(ctx));
  await app.register(emailRoutes(ctx));
  await app.register(reportRoutes(ctx));

  const webDist = options.config.webDistDir;
  const serveWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  const indexHtml = serveWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';

  // Unknown API paths are 404 'Not Found'; any other GET is the single-page app's to route.
  app.setNotFoundHandler((request, reply) => {
    const apiPath = request.url.startsWith('/api/') || request.url.startsWith('/features');
    if (!apiPath && serveWeb && request.method === 'GET') {
      return reply.type('text/html; charset=utf-8').send(indexHtmlWithNonce(indexHtml, request.cspNonce));
    }
    return sendProblems(request, reply, 404, notFound().problems);
  });

  const realtime = await createRealtimeHub({
    server: app.server,
    authenticate: (cookieHeader) =>
      loadSession(ctx, sessionTokenFromCookieHeader(cookieHeader, ctx.config), { touch: false }),
    redisUrl: options.config.redisUrl,
    channelPrefix: options.config.redisPrefix,
    publicUrl: options.config.publicUrl,
    onError: (error) => app.log.error({ err: error }, 'real-time hub error'),
  });
  ctx.emitToAgency = realtime.emitToAgency;
  ctx.disconnectSockets = realtime.disconnectSockets;
  // Open sockets would hold the HTTP server open: they go before it closes.
  app.addHook('preClose', () => realtime.close());

  return { app, ctx, routes, realtime };
}
