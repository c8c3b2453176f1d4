import fastifyMultipart from '@fastify/multipart';
import {
  addendumFromQuestionsSchema,
  addendumQuerySchema,
  addendumRules,
  addendumSchema,
  addendumUploadFieldsSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { badRequest } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { readUpload } from '../documents/multipart.ts';
import * as addenda from './service.ts';

const tags = ['Addenda'];
const view = tenantAccess('project.source', 'view');
const act = tenantAccess('project.source', 'act');
const addendaResponse = { 200: envelopeSchema('addendum', addendumSchema) };
const path = `${tenantPrefix}/Addenda`;

/**
 * Addenda of a source for the buyer (paths in docs/decisions.md): list, upload (multipart, title
 * before the file), made from answered questions, download. Suppliers' downloads are the portal's.
 */
export function addendumRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: addendumRules.maxBytes,
        files: 1,
        fields: 3,
        fieldSize: 4096,
        parts: 4,
        headerPairs: 50,
      },
    });

    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderId: idParamSchema('invalidTenderId') }),
          response: addendaResponse,
        },
        config: { access: view },
      },
      async (request) =>
        envelope('addendum', await addenda.listAddenda(ctx, actorOf(request), request.query.tenderId)),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: addendumQuerySchema,
          consumes: ['multipart/form-data'],
          response: addendaResponse,
        },
        config: { access: act },
      },
      async (request) =>
        readUpload(request, addendumUploadFieldsSchema, async (fields, file) => {
          if (!file) throw badRequest('addendumFileRequired');
          const { tenderId, confirmWithdraw } = request.query;
          return envelope('addendum', [
            await addenda.uploadAddendum(
              ctx,
              actorOf(request),
              { tenderId, title: fields.title, confirmWithdraw: confirmWithdraw === 'true' },
              file,
            ),
          ]);
        }),
    );

    app.post(
      `${path}/FromQuestions`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: addendumQuerySchema,
          body: addendumFromQuestionsSchema,
          response: addendaResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('addendum', [
          await addenda.addendumFromQuestions(ctx, actorOf(request), {
            tenderId: request.query.tenderId,
            questionIds: request.body.questionIds,
            title: request.body.title,
            confirmWithdraw: request.query.confirmWithdraw === 'true',
          }),
        ]),
    );

    app.get(
      `${path}/Download`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ addendumId: idParamSchema('invalidAddendumId') }),
        },
        config: { access: view },
      },
      async (request, reply) => {
        return sendDownload(
          reply,
          await addenda.openAddendum(ctx, actorOf(request), request.query.addendumId),
        );
      },
    );
  };
}
