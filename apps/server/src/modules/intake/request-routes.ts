import { intakeEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { decideIntakeRequest } from './decisions.ts';
import { documentLink, downloadIntakeDocuments } from './downloads.ts';
import { readIntakeRequest, readModifiedUser, updateIntakeRequest } from './requests.ts';
import { listIntakeRequests, listRequesters, searchIntakeRequests } from './search.ts';
import { intakeStaffOf } from './staff-access.ts';

/**
 * Procurement's intake calls (001 §7 Intake; issue 24 §3-§4): the widget's list and search, one
 * request, its documents, corrections and the decision. Reading needs the `intake` view right,
 * changing it the action right, both asked in intakeStaffOf.
 */
export function intakeRequestRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('intakeRequest', await listIntakeRequests(ctx, intakeStaffOf(request, 'view'), request.query)),
    );
    registerEndpoint(app, endpoints.requesters, async (request) =>
      envelope('requester', await listRequesters(ctx, intakeStaffOf(request, 'view'), request.query.nodeId)),
    );
    registerEndpoint(app, endpoints.search, async (request) =>
      searchIntakeRequests(ctx, intakeStaffOf(request, 'view'), request.query.nodeId, request.body),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('intakeRequest', [
        await readIntakeRequest(ctx, intakeStaffOf(request, 'view'), request.params.id),
      ]),
    );
    registerEndpoint(app, endpoints.modifiedUser, async (request) =>
      readModifiedUser(ctx, intakeStaffOf(request, 'view'), request.params.id),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      envelope('intakeRequest', [
        await updateIntakeRequest(
          ctx,
          intakeStaffOf(request, 'act'),
          request.query.intakeRequestId,
          request.body,
        ),
      ]),
    );
    registerEndpoint(app, endpoints.decide, async (request) =>
      envelope('intakeRequest', [
        await decideIntakeRequest(ctx, intakeStaffOf(request, 'act'), request.body),
      ]),
    );
    registerEndpoint(app, endpoints.token, async (request) =>
      documentLink(ctx, intakeStaffOf(request, 'view'), request.query.intakeId, request.query.fileName),
    );
    registerEndpoint(app, endpoints.download, async (request, reply) => {
      const found = await downloadIntakeDocuments(
        ctx,
        intakeStaffOf(request, 'view'),
        request.params.id,
        request.query,
      );
      if (found.kind === 'zip') {
        return sendMadeFile(reply, found.made, { fileName: found.fileName, contentType: 'application/zip' });
      }
      return sendDownload(reply, found);
    });
  };
}
