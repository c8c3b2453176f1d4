import {
  envelope,
  envelopeSchema,
  idParamSchema,
  signBodySchema,
  signerExchangeSchema,
  signerViewSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, signerAccess, signerOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import * as signing from './signing.ts';

const tags = ['E-signature (public)'];
const base = '/api/v1/esignature';
const response = { 200: envelopeSchema('signer', signerViewSchema) };

/**
 * The signing page's calls (/esignature/landing): the emailed link's token is exchanged once for a
 * session cookie; the rest need it. No answer is cached, and none names the page it came from.
 */
/** The envelope and signer a link exchange names: guesses at one signer's token count together. */
function signerLinkOf(body: unknown): string {
  const { envelopeId, signerId } = body as { envelopeId: number; signerId: number };
  return `envelope:${envelopeId}:${signerId}`;
}

export function signerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });
    app.post(
      `${base}/session`,
      {
        schema: { tags, body: signerExchangeSchema },
        config: {
          access: publicAccess,
          rateLimits: [
            { limit: 'tokenChecks', by: 'address' },
            { limit: 'linkExchanges', by: (request) => signerLinkOf(request.body) },
          ],
        },
      },
      async (request, reply) => {
        await signing.exchangeLink(ctx, reply, request.body);
        return { opened: true };
      },
    );
    app.get(
      `${base}/envelope`,
      { schema: { tags, response }, config: { access: signerAccess } },
      async (request) => envelope('signer', [await signing.signerView(ctx, signerOf(request))]),
    );
    app.get(
      `${base}/documents/:documentId`,
      {
        schema: { tags, params: z.object({ documentId: idParamSchema('invalidDocumentId') }) },
        config: { access: signerAccess },
      },
      async (request, reply) =>
        sendDownload(reply, await signing.signerDocument(ctx, signerOf(request), request.params.documentId)),
    );
    app.post(
      `${base}/sign`,
      { schema: { tags, body: signBodySchema, response }, config: { access: signerAccess } },
      async (request) =>
        envelope('signer', [await signing.sign(ctx, signerOf(request), request.body, request.ip)]),
    );
    app.get(
      `${base}/signed`,
      { schema: { tags }, config: { access: signerAccess } },
      async (request, reply) => sendDownload(reply, await signing.signerSignedPdf(ctx, signerOf(request))),
    );
  };
}
