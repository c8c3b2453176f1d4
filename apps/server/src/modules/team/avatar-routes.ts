import fastifyMultipart from '@fastify/multipart';
import { avatarRule, envelope, teamEndpoints } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { openAvatar, storeAvatar } from './avatar-service.ts';
import { teamActor } from './route-helpers.ts';

/** Multipart failures in the catalogue's words: limits are 413, anything malformed 400. */
function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(413, 'avatarTooLarge');
  return badRequest({ key: 'invalidParameter', params: { field: 'file' } });
}

async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  try {
    return await request.file();
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * Avatar upload and download. Multipart is registered in this plugin only, so no other route
 * accepts it; the file limit is the avatar rule's 2 MB and nothing is buffered whole.
 */
export function avatarRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: avatarRule.maxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    registerEndpoint(app, teamEndpoints.uploadAvatar, async (request) => {
      const session = sessionOf(request);
      const userId = request.query.userId;
      const part = await readFilePart(request);
      if (!part) throw badRequest('requiredField');
      try {
        const member = await storeAvatar(
          ctx,
          teamActor(request),
          { userId, self: userId === session.userId, mayEditOthers: hasRouteRight(session, 'team', 'act') },
          { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated },
        );
        return envelope('user', [member]);
      } catch (error) {
        throw uploadError(error);
      }
    });

    registerEndpoint(app, teamEndpoints.avatar, async (request, reply) => {
      const avatar = await openAvatar(ctx, teamActor(request), request.query.userId);
      return reply
        .type(avatar.contentType)
        .header('content-length', avatar.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.stream);
    });
  };
}
