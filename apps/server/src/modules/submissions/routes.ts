import { submissionsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { deleteHardCopy, enterHardCopy, withdrawSubmission } from './actions.ts';
import { getComplianceGrid, reviewCompliance } from './compliance.ts';
import { openSubmissionFile } from './files.ts';
import { getSubmission, listSubmissions, saveComments } from './service.ts';
import { unsealSubmissions } from './unseal.ts';

/** The buyer's Submissions and Compliance tabs (paths in decision 140-149; withdraw and hard-copy delete from 001 §7). */
export function submissionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.list, async (request) => {
      const found = await listSubmissions(ctx, actorOf(request), request.query);
      return { ...envelope('submission', found.values, found.total), opening: found.opening };
    });

    registerEndpoint(app, endpoints.unseal, async (request) =>
      envelope('opening', [
        await unsealSubmissions(ctx, actorOf(request), {
          ...request.query,
          confirmBelowMinimum: request.body?.confirmBelowMinimum ?? false,
        }),
      ]),
    );

    registerEndpoint(app, endpoints.enterHardCopy, async (request) =>
      envelope('submission', [await enterHardCopy(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.compliance, async (request) => {
      const grid = await getComplianceGrid(ctx, actorOf(request), request.query.tenderId);
      return { ...envelope('submissionCompliance', grid.rows), complianceItems: grid.items };
    });

    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('submission', [await getSubmission(ctx, actorOf(request), request.params.id)]),
    );

    registerEndpoint(app, endpoints.file, async (request, reply) => {
      const file = await openSubmissionFile(ctx, actorOf(request), request.params.id, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    });

    registerEndpoint(app, endpoints.saveComments, async (request) =>
      envelope('submission', [
        await saveComments(ctx, actorOf(request), request.params.id, request.body.privateComments),
      ]),
    );

    registerEndpoint(app, endpoints.reviewCompliance, async (request) =>
      envelope('submissionCompliance', [
        await reviewCompliance(ctx, actorOf(request), request.params.id, request.body),
      ]),
    );

    registerEndpoint(app, endpoints.withdraw, async (request) =>
      envelope('submission', [await withdrawSubmission(ctx, actorOf(request), request.params.id)]),
    );

    registerEndpoint(app, endpoints.deleteHardCopy, async (request) =>
      envelope('submission', [await deleteHardCopy(ctx, actorOf(request), request.query.submissionId)]),
    );
  };
}
