import fastifyMultipart from '@fastify/multipart';
import { contractBuilderEnvelopeEndpoints as endpoints, envelope, envelopeRules } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import type { BuilderActor } from './envelope-queries.ts';
import * as signers from './envelope-signers.ts';
import * as status from './envelope-status.ts';
import * as envelopes from './envelopes.ts';

const builderOf = (request: FastifyRequest): BuilderActor => {
  const session = sessionOf(request);
  return { ...actorOf(request), held: session.held, isSiteAdmin: session.isSiteAdmin };
};
const ids = (p: { contractId: number; sigId: number }) => ({ contractId: p.contractId, sigId: p.sigId });
const single = (value: Awaited<ReturnType<typeof envelopes.getEnvelope>>) =>
  envelope('contractSignature', [value]);

/**
 * The contract builder's envelopes (issue 9 §3; 001 §7 Contracts/{id}/ContractSignatures). Reads
 * need Contract view and Contract Builder view; changes Contract Builder edit; deleting an envelope
 * Contract Builder delete (checked in the services, 000 §6).
 */
export function envelopeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: envelopeRules.maxFileBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    registerEndpoint(app, endpoints.list, async (request) =>
      envelope(
        'contractSignature',
        await envelopes.listEnvelopes(ctx, builderOf(request), request.params.contractId),
      ),
    );
    registerEndpoint(app, endpoints.create, async (request) =>
      single(
        await envelopes.createEnvelope(ctx, builderOf(request), request.params.contractId, request.body),
      ),
    );
    registerEndpoint(app, endpoints.envelope, async (request) =>
      single(
        await envelopes.getEnvelope(ctx, builderOf(request), request.params.contractId, request.params.sigId),
      ),
    );
    registerEndpoint(app, endpoints.remove, async (request) => {
      await status.deleteEnvelope(ctx, builderOf(request), ids(request.params));
      return { deleted: true as const };
    });
    registerEndpoint(app, endpoints.saveDetails, async (request) =>
      single(await envelopes.updateDetails(ctx, builderOf(request), ids(request.params), request.body)),
    );
    registerEndpoint(app, endpoints.designer, async (request) =>
      single(
        await envelopes.getEnvelope(ctx, builderOf(request), request.params.contractId, request.params.sigId),
      ),
    );
    registerEndpoint(app, endpoints.saveDesigner, async (request) =>
      single(await envelopes.saveDesigner(ctx, builderOf(request), ids(request.params), request.body.fields)),
    );
    registerEndpoint(app, endpoints.changeStatus, async (request) => {
      const actor = builderOf(request);
      const which = request.params.status === 'Send' ? status.sendEnvelope : status.correctEnvelope;
      return single(await which(ctx, actor, ids(request.params)));
    });
    registerEndpoint(app, endpoints.lookupRecipient, async (request) =>
      envelope('recipient', [
        await signers.lookupRecipient(ctx, builderOf(request), ids(request.params), request.query.email),
      ]),
    );

    registerEndpoint(app, endpoints.addSigner, async (request) =>
      single(await signers.addSigner(ctx, builderOf(request), ids(request.params), request.body)),
    );
    registerEndpoint(app, endpoints.sortSigners, async (request) =>
      single(
        await envelopes.sortParts(ctx, builderOf(request), ids(request.params), 'signers', request.body.ids),
      ),
    );
    registerEndpoint(app, endpoints.updateSigner, async (request) =>
      single(
        await signers.updateSigner(
          ctx,
          builderOf(request),
          ids(request.params),
          request.params.signerId,
          request.body,
        ),
      ),
    );
    registerEndpoint(app, endpoints.removeSigner, async (request) =>
      single(
        await status.deleteSigner(ctx, builderOf(request), ids(request.params), request.params.signerId),
      ),
    );
    registerEndpoint(app, endpoints.resendSigner, async (request) =>
      single(
        await status.resendSigner(ctx, builderOf(request), ids(request.params), request.params.signerId),
      ),
    );

    registerEndpoint(app, endpoints.addDocument, async (request) =>
      readUpload(request, z.object({}), async (_fields, file) =>
        single(await envelopes.addDocument(ctx, builderOf(request), ids(request.params), file)),
      ),
    );
    registerEndpoint(app, endpoints.sortDocuments, async (request) =>
      single(
        await envelopes.sortParts(
          ctx,
          builderOf(request),
          ids(request.params),
          'documents',
          request.body.ids,
        ),
      ),
    );
    registerEndpoint(app, endpoints.downloadAll, async (request, reply) =>
      sendMadeFile(reply, await status.downloadAll(ctx, builderOf(request), ids(request.params)), {
        fileName: 'envelope documents.zip',
        contentType: 'application/zip',
      }),
    );
    registerEndpoint(app, endpoints.downloadSummary, async (request, reply) =>
      sendDownload(reply, await status.downloadSummary(ctx, builderOf(request), ids(request.params))),
    );
    registerEndpoint(app, endpoints.previewDocument, async (request, reply) =>
      sendDownload(
        reply,
        await status.previewDocument(
          ctx,
          builderOf(request),
          ids(request.params),
          request.params.envelopeDocumentId,
        ),
      ),
    );
    registerEndpoint(app, endpoints.removeDocument, async (request) =>
      single(
        await envelopes.deleteDocument(
          ctx,
          builderOf(request),
          ids(request.params),
          request.params.envelopeDocumentId,
        ),
      ),
    );
  };
}
