import fastifyMultipart from '@fastify/multipart';
import { bidDocumentRules, awardApprovalsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { badRequest } from '../../platform/errors.ts';
import { readUpload } from '../documents/index.ts';
import * as documents from './documents.ts';
import * as people from './people.ts';
import * as approvals from './service.ts';

const answer = (approval: Awaited<ReturnType<typeof approvals.getApproval>>) =>
  envelope('awardApproval', [approval]);

const sendReport = (reply: FastifyReply, report: { fileName: string; bytes: Buffer }) =>
  sendDownload(reply, { fileName: report.fileName, contentType: 'application/pdf', stream: report.bytes });

/**
 * The award approval workflow, the buyer's calls (001 §7 Award approvals): the approval and its
 * settings, documents, people, sending and statuses. The approver's calls are in
 * approver-routes.ts.
 */
export function awardApprovalRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: bidDocumentRules.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    registerEndpoint(app, endpoints.list, async (request) =>
      envelope(
        'awardApproval',
        await approvals.listApprovals(ctx, actorOf(request), request.query.projectId),
      ),
    );
    registerEndpoint(app, endpoints.create, async (request) =>
      answer(await approvals.createApproval(ctx, actorOf(request), request.body)),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      answer(await approvals.getApproval(ctx, actorOf(request), request.params.approvalId)),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      answer(await approvals.updateApproval(ctx, actorOf(request), request.params.approvalId, request.body)),
    );
    registerEndpoint(app, endpoints.remove, async (request) => {
      await approvals.deleteApproval(ctx, actorOf(request), request.params.approvalId);
      return { deleted: true as const };
    });

    registerEndpoint(app, endpoints.uploadDocument, async (request) =>
      readUpload(request, z.object({}), async (_fields, file) => {
        if (!file) throw badRequest('documentFileRequired');
        return answer(await documents.uploadDocument(ctx, actorOf(request), request.params.approvalId, file));
      }),
    );
    registerEndpoint(app, endpoints.document, async (request, reply) => {
      const { approvalId, documentId } = request.params;
      return sendDownload(
        reply,
        await documents.downloadDocument(ctx, actorOf(request), approvalId, documentId),
      );
    });
    registerEndpoint(app, endpoints.removeDocument, async (request) => {
      const { approvalId, documentId } = request.params;
      return answer(await documents.deleteDocument(ctx, actorOf(request), approvalId, documentId));
    });
    registerEndpoint(app, endpoints.summaryReport, async (request, reply) => {
      const { approvalId } = request.params;
      if (request.query.attach === 'true') {
        return answer(await documents.attachSummaryReport(ctx, actorOf(request), approvalId));
      }
      return sendReport(reply, await documents.downloadReport(ctx, actorOf(request), approvalId));
    });
    registerEndpoint(app, endpoints.report, async (request, reply) =>
      sendReport(reply, await documents.downloadReport(ctx, actorOf(request), request.params.approvalId)),
    );

    registerEndpoint(app, endpoints.send, async (request) =>
      answer(await approvals.sendApproval(ctx, actorOf(request), request.params.approvalId)),
    );
    registerEndpoint(app, endpoints.changeStatus, async (request) =>
      answer(
        await approvals.changeApprovalStatus(
          ctx,
          actorOf(request),
          request.params.approvalId,
          request.query.status,
          request.body?.reason ?? '',
        ),
      ),
    );
    registerEndpoint(app, endpoints.resend, async (request) => {
      const { approvalId, workflowId } = request.params;
      return answer(await approvals.resendToPerson(ctx, actorOf(request), approvalId, workflowId));
    });
    registerEndpoint(app, endpoints.resetPerson, async (request) => {
      const { approvalId, workflowId } = request.params;
      return answer(await approvals.resetPerson(ctx, actorOf(request), approvalId, workflowId));
    });

    registerEndpoint(app, endpoints.addPerson, async (request) =>
      answer(await people.addPerson(ctx, actorOf(request), request.params.approvalId, request.body)),
    );
    registerEndpoint(app, endpoints.updatePerson, async (request) =>
      answer(await people.updatePerson(ctx, actorOf(request), request.params.approvalId, request.body)),
    );
    registerEndpoint(app, endpoints.reorderPeople, async (request) =>
      answer(await people.reorderPeople(ctx, actorOf(request), request.params.approvalId, request.body.ids)),
    );
    registerEndpoint(app, endpoints.removePerson, async (request) => {
      const { approvalId, workflowId } = request.params;
      return answer(await people.removePerson(ctx, actorOf(request), approvalId, workflowId));
    });
  };
}
