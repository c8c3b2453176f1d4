import fastifyMultipart from '@fastify/multipart';
import { addendaEndpoints, addendumRules, addendumUploadFieldsSchema, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { badRequest } from '../../platform/errors.ts';
import { readUpload } from '../documents/index.ts';
import * as addenda from './service.ts';

/**
 * Addenda of a source for the buyer (paths in docs/decisions.md): list, upload (multipart, title
 * before the file), made from answered questions, download. Suppliers' downloads are the portal's.
 */
export function addendumRoutes(ctx: AppContext): FastifyPluginAsync {
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

    registerEndpoint(app, addendaEndpoints.list, async (request) =>
      envelope('addendum', await addenda.listAddenda(ctx, actorOf(request), request.query.tenderId)),
    );

    registerEndpoint(app, addendaEndpoints.upload, async (request) =>
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

    registerEndpoint(app, addendaEndpoints.fromQuestions, async (request) =>
      envelope('addendum', [
        await addenda.addendumFromQuestions(ctx, actorOf(request), {
          tenderId: request.query.tenderId,
          questionIds: request.body.questionIds,
          title: request.body.title,
          confirmWithdraw: request.query.confirmWithdraw === 'true',
        }),
      ]),
    );

    registerEndpoint(app, addendaEndpoints.download, async (request, reply) =>
      sendDownload(reply, await addenda.openAddendum(ctx, actorOf(request), request.query.addendumId)),
    );
  };
}
