import {
  approverDecisionBodySchema,
  approverDecisionQuerySchema,
  approverDocumentParamsSchema,
  approverExchangeSchema,
  approverParamsSchema,
  approverViewSchema,
  envelope,
  envelopeSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approverAccess, approverOf, publicAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import * as approver from './approver.ts';

const tags = ['Award approval (public)'];
const path = '/api/v1/approvals/:approvalId/approver/:workflowId';
const response = { 200: envelopeSchema('awardApproval', approverViewSchema) };

/**
 * The public approval page's calls (001 §7: approvals/{approvalId}/approver/{workflowId}): the
 * link's token is exchanged once by POST for a session cookie; the rest need that session, for
 * this very step. No answer is cached, and none names the page it came from.
 */
export function approverRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });

    app.post(
      path,
      {
        schema: { tags, params: approverParamsSchema, body: approverExchangeSchema, response },
        config: {
          access: publicAccess,
          rateLimits: [
            { limit: 'tokenChecks', by: 'address' },
            // Guesses at one approver's token count together, from whatever address.
            {
              limit: 'linkExchanges',
              by: (request) => {
                const { approvalId, workflowId } = request.params as {
                  approvalId: number;
                  workflowId: number;
                };
                return `approval:${approvalId}:${workflowId}`;
              },
            },
          ],
        },
      },
      async (request, reply) => {
        const { approvalId, workflowId } = request.params;
        const exchanged = await approver.exchangeLink(ctx, approvalId, workflowId, request.body.uat);
        approver.setApproverCookie(reply, ctx, exchanged.token, exchanged.expiresAt);
        return envelope('awardApproval', [exchanged.view]);
      },
    );
    app.get(
      path,
      { schema: { tags, params: approverParamsSchema, response }, config: { access: approverAccess } },
      async (request) => envelope('awardApproval', [await approver.approverView(ctx, approverOf(request))]),
    );
    app.post(
      `${path}/status`,
      {
        schema: {
          tags,
          params: approverParamsSchema,
          querystring: approverDecisionQuerySchema,
          body: approverDecisionBodySchema.nullish(),
          response,
        },
        config: { access: approverAccess },
      },
      async (request) =>
        envelope('awardApproval', [
          await approver.decide(ctx, approverOf(request), request.query.status, request.body ?? ''),
        ]),
    );
    app.get(
      `${path}/documents/download/all`,
      { schema: { tags, params: approverParamsSchema }, config: { access: approverAccess } },
      async (request, reply) => {
        const zip = await approver.approverDocumentsZip(ctx, approverOf(request));
        return sendMadeFile(reply, zip, {
          fileName: 'Award approval documents.zip',
          contentType: 'application/zip',
        });
      },
    );
    for (const kind of ['download', 'preview'] as const) {
      app.get(
        `${path}/documents/:documentId/${kind}`,
        { schema: { tags, params: approverDocumentParamsSchema }, config: { access: approverAccess } },
        async (request, reply) => {
          const file = await approver.approverDocument(
            ctx,
            approverOf(request),
            request.params.documentId,
            kind === 'preview',
          );
          return sendDownload(reply, { ...file, disposition: kind === 'preview' ? 'inline' : 'attachment' });
        },
      );
    }
  };
}
