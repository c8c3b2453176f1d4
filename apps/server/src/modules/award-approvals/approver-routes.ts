import { approverEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { approverOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { counterKey } from '../../platform/rate-limit.ts';
import * as approver from './approver.ts';

/**
 * The public approval page's calls (001 §7: approvals/{approvalId}/approver/{workflowId}): the
 * link's token is exchanged once by POST for a session cookie; the rest need that session, for
 * this very step. No answer is cached, and none names the page it came from.
 */
export function approverRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });

    registerEndpoint(app, endpoints.exchange, async (request, reply) => {
      const { approvalId, workflowId } = request.params;
      // Guesses at one approver's token count together, from whatever address: the declaration's
      // limits count by address only, so the link's own count is taken here, before any work.
      const link = `approval:${approvalId}:${workflowId}`;
      await ctx.limiter.hit('linkExchanges', counterKey('linkExchanges', link));
      const exchanged = await approver.exchangeLink(ctx, approvalId, workflowId, request.body.uat);
      approver.setApproverCookie(reply, ctx, exchanged.token, exchanged.expiresAt);
      return envelope('awardApproval', [exchanged.view]);
    });
    registerEndpoint(app, endpoints.view, async (request) =>
      envelope('awardApproval', [await approver.approverView(ctx, approverOf(request))]),
    );
    registerEndpoint(app, endpoints.decide, async (request) =>
      envelope('awardApproval', [
        await approver.decide(ctx, approverOf(request), request.query.status, request.body ?? ''),
      ]),
    );
    registerEndpoint(app, endpoints.allDocuments, async (request, reply) => {
      const zip = await approver.approverDocumentsZip(ctx, approverOf(request));
      return sendMadeFile(reply, zip, {
        fileName: 'Award approval documents.zip',
        contentType: 'application/zip',
      });
    });
    for (const kind of ['download', 'preview'] as const) {
      registerEndpoint(app, endpoints[kind], async (request, reply) => {
        const file = await approver.approverDocument(
          ctx,
          approverOf(request),
          request.params.documentId,
          kind === 'preview',
        );
        return sendDownload(reply, { ...file, disposition: kind === 'preview' ? 'inline' : 'attachment' });
      });
    }
  };
}
