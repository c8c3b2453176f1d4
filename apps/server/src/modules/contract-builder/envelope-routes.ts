import fastifyMultipart from '@fastify/multipart';
import {
  contractEnvelopeSchema,
  contractParamsSchema,
  designerBodySchema,
  envelope,
  envelopeDetailsSchema,
  envelopeParamsSchema,
  envelopeRules,
  envelopeSchema,
  idParamSchema,
  lookupRecipientQuerySchema,
  lookupRecipientSchema,
  signerInputSchema,
  sortOrderBodySchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { readUpload } from '../documents/multipart.ts';
import type { BuilderActor } from './envelope-queries.ts';
import * as signers from './envelope-signers.ts';
import * as status from './envelope-status.ts';
import * as envelopes from './envelopes.ts';

const tags = ['Contract builder envelopes'];
const view = { access: tenantAccess('project.contract', 'view') };
// Changes need the Contract Builder edit right (000 §6), checked in the services, not Contract edit.
const act = { access: tenantAccess('project.contract', 'view') };
const base = `${tenantPrefix}/Contracts/:contractId/ContractSignatures`;
const one = `${base}/:sigId`;
const contractParams = tenantParamsSchema.extend(contractParamsSchema.shape);
const params = tenantParamsSchema.extend(envelopeParamsSchema.shape);
const signerParams = params.extend({ signerId: idParamSchema('invalidParameter') });
const documentParams = params.extend({ envelopeDocumentId: idParamSchema('invalidDocumentId') });
const answer = { 200: envelopeSchema('contractSignature', contractEnvelopeSchema) };
const empty = z.object({}).optional();

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
export function envelopeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: envelopeRules.maxFileBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    app.get(
      `${base}/All`,
      { schema: { tags, params: contractParams, response: answer }, config: view },
      async (request) =>
        envelope(
          'contractSignature',
          await envelopes.listEnvelopes(ctx, builderOf(request), request.params.contractId),
        ),
    );
    app.post(
      base,
      {
        schema: { tags, params: contractParams, body: envelopeDetailsSchema, response: answer },
        config: act,
      },
      async (request) =>
        single(
          await envelopes.createEnvelope(ctx, builderOf(request), request.params.contractId, request.body),
        ),
    );
    app.get(one, { schema: { tags, params, response: answer }, config: view }, async (request) =>
      single(
        await envelopes.getEnvelope(ctx, builderOf(request), request.params.contractId, request.params.sigId),
      ),
    );
    app.delete(one, { schema: { tags, params }, config: act }, async (request) => {
      await status.deleteEnvelope(ctx, builderOf(request), ids(request.params));
      return { deleted: true };
    });
    app.put(
      `${one}/Details`,
      { schema: { tags, params, body: envelopeDetailsSchema, response: answer }, config: act },
      async (request) =>
        single(await envelopes.updateDetails(ctx, builderOf(request), ids(request.params), request.body)),
    );
    app.get(
      `${one}/Designer`,
      { schema: { tags, params, response: answer }, config: view },
      async (request) =>
        single(
          await envelopes.getEnvelope(
            ctx,
            builderOf(request),
            request.params.contractId,
            request.params.sigId,
          ),
        ),
    );
    app.put(
      `${one}/Designer`,
      { schema: { tags, params, body: designerBodySchema, response: answer }, config: act },
      async (request) =>
        single(
          await envelopes.saveDesigner(ctx, builderOf(request), ids(request.params), request.body.fields),
        ),
    );
    app.put(
      `${one}/Status/:status`,
      {
        schema: {
          tags,
          params: params.extend({ status: z.enum(['Send', 'Correct'], 'envelopeStatusInvalid') }),
          body: empty,
          response: answer,
        },
        config: act,
      },
      async (request) => {
        const actor = builderOf(request);
        const which = request.params.status === 'Send' ? status.sendEnvelope : status.correctEnvelope;
        return single(await which(ctx, actor, ids(request.params)));
      },
    );
    app.get(
      `${one}/LookupEmailRecipient`,
      {
        schema: {
          tags,
          params,
          querystring: lookupRecipientQuerySchema,
          response: { 200: envelopeSchema('recipient', lookupRecipientSchema) },
        },
        config: view,
      },
      async (request) =>
        envelope('recipient', [
          await signers.lookupRecipient(ctx, builderOf(request), ids(request.params), request.query.email),
        ]),
    );

    app.post(
      `${one}/Signers`,
      { schema: { tags, params, body: signerInputSchema, response: answer }, config: act },
      async (request) =>
        single(await signers.addSigner(ctx, builderOf(request), ids(request.params), request.body)),
    );
    app.put(
      `${one}/Signers/SortOrder`,
      { schema: { tags, params, body: sortOrderBodySchema, response: answer }, config: act },
      async (request) =>
        single(
          await envelopes.sortParts(
            ctx,
            builderOf(request),
            ids(request.params),
            'signers',
            request.body.ids,
          ),
        ),
    );
    app.put(
      `${one}/Signers/:signerId`,
      { schema: { tags, params: signerParams, body: signerInputSchema, response: answer }, config: act },
      async (request) =>
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
    app.delete(
      `${one}/Signers/:signerId`,
      { schema: { tags, params: signerParams, response: answer }, config: act },
      async (request) =>
        single(
          await status.deleteSigner(ctx, builderOf(request), ids(request.params), request.params.signerId),
        ),
    );
    app.post(
      `${one}/Signers/:signerId/Email/Resend`,
      { schema: { tags, params: signerParams, body: empty, response: answer }, config: act },
      async (request) =>
        single(
          await status.resendSigner(ctx, builderOf(request), ids(request.params), request.params.signerId),
        ),
    );

    app.post(
      `${one}/Documents`,
      { schema: { tags, params, consumes: ['multipart/form-data'], response: answer }, config: act },
      async (request) =>
        readUpload(request, z.object({}), async (_fields, file) =>
          single(await envelopes.addDocument(ctx, builderOf(request), ids(request.params), file)),
        ),
    );
    app.put(
      `${one}/Documents/SortOrder`,
      { schema: { tags, params, body: sortOrderBodySchema, response: answer }, config: act },
      async (request) =>
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
    app.get(
      `${one}/Documents/Download/All`,
      { schema: { tags, params }, config: view },
      async (request, reply) =>
        sendMadeFile(reply, await status.downloadAll(ctx, builderOf(request), ids(request.params)), {
          fileName: 'envelope documents.zip',
          contentType: 'application/zip',
        }),
    );
    app.get(
      `${one}/Documents/Download/Summary`,
      { schema: { tags, params }, config: view },
      async (request, reply) =>
        sendDownload(reply, await status.downloadSummary(ctx, builderOf(request), ids(request.params))),
    );
    app.get(
      `${one}/Documents/:envelopeDocumentId/Preview`,
      { schema: { tags, params: documentParams }, config: view },
      async (request, reply) =>
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
    app.delete(
      `${one}/Documents/:envelopeDocumentId`,
      { schema: { tags, params: documentParams, response: answer }, config: act },
      async (request) =>
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
