import fastifyMultipart from '@fastify/multipart';
import { intakeEndpoints as endpoints, intakeFileRules } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import { uploadIntakeDocument } from './documents.ts';
import { readIntakeContext, readIntakeGuide } from './public-context.ts';
import { submitIntakeRequest } from './submission.ts';

/** The upload carries the file alone: fields sent beside it are ignored. */
const noFields = z.object({});

/**
 * The public form's calls (issue 24 §1; 001 §7 Intake): no session, the agency named by the link's
 * ids, each call under its per-address limit from the contract. Uploads are multipart, one file of
 * at most 25 MB, registered in this plugin only.
 */
export function publicIntakeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: intakeFileRules.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    registerEndpoint(app, endpoints.guide, async (request) => readIntakeGuide(ctx, request.query));
    registerEndpoint(app, endpoints.context, async (request) => readIntakeContext(ctx, request.query));
    registerEndpoint(app, endpoints.submit, async (request) => submitIntakeRequest(ctx, request.body));
    registerEndpoint(app, endpoints.uploadDocument, async (request) =>
      readUpload(request, noFields, (_fields, file) => uploadIntakeDocument(ctx, request.query, file)),
    );
  };
}
