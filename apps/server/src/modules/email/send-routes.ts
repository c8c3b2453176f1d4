import fastifyMultipart from '@fastify/multipart';
import { emailRules, emailEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import { deleteEmailDocument, uploadEmailDocument } from './attachments.ts';
import { forwardEmail, resendEmail } from './resend.ts';
import { cancelScheduledEmail, rescheduleEmail } from './scheduling.ts';
import { sendEmail } from './send.ts';

/** The upload carries the file alone: fields sent beside it are ignored. */
const noFields = z.object({});

/**
 * Sending mail (issue 25 §2; 001 §7 Emails): send now or schedule, reschedule and cancel, ReSend,
 * Forward, and the wizard's one attachment (multipart, cut at 3145728 bytes, registered in this
 * plugin only). Each answers the mail as the Message Centre reads it.
 */
export function emailSendRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      // A file past the limit arrives cut and marked truncated: the service refuses it by name.
      throwFileSizeLimit: false,
      limits: { fileSize: emailRules.attachmentMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    registerEndpoint(app, endpoints.schedule, async (request) =>
      envelope('email', [await sendEmail(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.reschedule, async (request) =>
      envelope('email', [await rescheduleEmail(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.cancelScheduled, async (request) =>
      envelope('email', [await cancelScheduledEmail(ctx, actorOf(request), request.query.emailId)]),
    );
    registerEndpoint(app, endpoints.resend, async (request) =>
      envelope('email', [await resendEmail(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.forward, async (request) =>
      envelope('email', [await forwardEmail(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.uploadDocument, async (request) => {
      const actor = actorOf(request);
      const document = await readUpload(request, noFields, (_fields, file) =>
        uploadEmailDocument(ctx, actor, file),
      );
      return envelope('emailDocument', [document]);
    });
    registerEndpoint(app, endpoints.deleteDocument, async (request) =>
      envelope('emailDocument', [
        await deleteEmailDocument(ctx, actorOf(request), request.params.documentId),
      ]),
    );
  };
}
