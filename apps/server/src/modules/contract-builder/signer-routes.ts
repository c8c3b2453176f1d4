import { contractBuilderSigningEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signerOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { counterKey } from '../../platform/rate-limit.ts';
import * as signing from './signing.ts';

/**
 * The signing page's calls (/esignature/landing): the emailed link's token is exchanged once for a
 * session cookie; the rest need it. No answer is cached, and none names the page it came from.
 */
export function signerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });
    registerEndpoint(app, endpoints.session, async (request, reply) => {
      // Guesses at one signer's token count together, from whatever address: the declaration's
      // limits count by address only, so the link's own count is taken here, before any work.
      const { envelopeId, signerId } = request.body;
      const link = `envelope:${envelopeId}:${signerId}`;
      await ctx.limiter.hit('linkExchanges', counterKey('linkExchanges', link));
      await signing.exchangeLink(ctx, reply, request.body);
      return { opened: true as const };
    });
    registerEndpoint(app, endpoints.view, async (request) =>
      envelope('signer', [await signing.signerView(ctx, signerOf(request))]),
    );
    registerEndpoint(app, endpoints.document, async (request, reply) =>
      sendDownload(reply, await signing.signerDocument(ctx, signerOf(request), request.params.documentId)),
    );
    registerEndpoint(app, endpoints.sign, async (request) =>
      envelope('signer', [await signing.sign(ctx, signerOf(request), request.body, request.ip)]),
    );
    registerEndpoint(app, endpoints.signed, async (request, reply) =>
      sendDownload(reply, await signing.signerSignedPdf(ctx, signerOf(request))),
    );
  };
}
