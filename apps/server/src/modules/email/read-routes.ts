import { emailEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, sendMadeFile } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as domains from './domains.ts';
import { emailRecord, emailRecordWithAttachment } from './email-record.ts';
import * as lists from './lists.ts';

/**
 * Reading what went out (issue 25 §4; 001 §7 Emails): a source's mail in numbers, the lists of the
 * Message Centre, a project's Messages and a supplier's Emails tab, one mail and its attachment,
 * and the node's restricted domains.
 */
export function emailReadRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.aggregates, async (request) =>
      lists.sentAggregates(ctx, actorOf(request), request.query.tenderId),
    );
    registerEndpoint(app, endpoints.scheduledAggregates, async (request) =>
      lists.scheduledAggregates(ctx, actorOf(request), request.query.tenderId),
    );
    registerEndpoint(app, endpoints.projectEmails, async (request) =>
      lists.listSentEmails(ctx, actorOf(request), request.query),
    );
    registerEndpoint(app, endpoints.scheduledEmails, async (request) =>
      lists.listScheduledEmails(ctx, actorOf(request), request.query),
    );
    registerEndpoint(app, endpoints.vendorEmails, async (request) =>
      lists.listVendorEmails(ctx, actorOf(request), request.query),
    );
    registerEndpoint(app, endpoints.email, async (request) =>
      envelope('email', [await lists.readEmail(ctx, actorOf(request), request.query.emailId)]),
    );
    registerEndpoint(app, endpoints.emailDocuments, async (request) =>
      envelope('emailDocument', await lists.emailDocuments(ctx, actorOf(request), request.query.emailId)),
    );
    registerEndpoint(app, endpoints.exportEmail, async (request, reply) => {
      const record = await emailRecord(ctx, actorOf(request), request.query.emailId);
      return sendDownload(reply, {
        fileName: record.fileName,
        contentType: 'application/pdf',
        stream: record.content,
      });
    });
    registerEndpoint(app, endpoints.exportEmailWithAttachment, async (request, reply) => {
      const record = await emailRecordWithAttachment(ctx, actorOf(request), request.query.emailId);
      return sendMadeFile(reply, record.made, { fileName: record.fileName, contentType: 'application/zip' });
    });
    registerEndpoint(app, endpoints.restrictedDomains, async (request) =>
      domains.readDomains(ctx, actorOf(request)),
    );
    registerEndpoint(app, endpoints.updateRestrictedDomains, async (request) =>
      domains.saveDomains(ctx, actorOf(request), request.body.domains),
    );
  };
}
