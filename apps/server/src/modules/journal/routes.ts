import fastifyMultipart from '@fastify/multipart';
import {
  createJournalCommentSchema,
  createJournalEntrySchema,
  envelope,
  envelopeSchema,
  journalDocumentMaxBytes,
  journalEntrySchema,
  pinJournalEntrySchema,
  updateJournalEntrySchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { idQuery, projectActorOf } from '../project-team/route-helpers.ts';
import {
  deleteJournalDocument,
  journalDocumentTooLarge,
  openJournalDocument,
  storeJournalDocument,
} from './documents.ts';
import * as journal from './service.ts';

const tags = ['Project journal'];
const response = { 200: envelopeSchema('projectJournal', journalEntrySchema) };
const view = tenantAccess('project');
const act = tenantAccess('project', 'act');

/** Multipart failures in the catalogue's words: the size limit is 413, anything malformed 400. */
function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return journalDocumentTooLarge();
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

/** The entry an upload names: the query's projectJournalId, or a form field sent before the file. */
function journalIdOf(fromQuery: number | undefined, fields: Record<string, unknown>): number {
  const field = fields.projectJournalId as { value?: unknown } | undefined;
  const parsed = idQuery.safeParse(fromQuery ?? field?.value);
  if (!parsed.success) throw badRequest({ key: 'invalidParameter', params: { field: 'projectJournalId' } });
  return parsed.data;
}

/** RFC 6266 attachment header: an ASCII fallback and the exact name in UTF-8. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The project journal (001 §7 ProjectJournals, ProjectJournalComments, ProjectJournalDocuments).
 * Multipart is registered in this plugin only, limited to one file of 100 MB, streamed to disk.
 */
export function journalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: journalDocumentMaxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    app.get(
      `${tenantPrefix}/ProjectJournals/All`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: z.object({ projectId: idQuery }), response },
        config: { access: view },
      },
      async (request) =>
        envelope(
          'projectJournal',
          await journal.listJournal(ctx, projectActorOf(request), request.query.projectId),
        ),
    );

    app.post(
      `${tenantPrefix}/ProjectJournals`,
      {
        schema: { tags, params: tenantParamsSchema, body: createJournalEntrySchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.createJournalEntry(ctx, projectActorOf(request), request.body),
        ]),
    );

    app.put(
      `${tenantPrefix}/ProjectJournals`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateJournalEntrySchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.updateJournalEntry(ctx, projectActorOf(request), request.body),
        ]),
    );

    app.post(
      `${tenantPrefix}/ProjectJournals/Pinned`,
      {
        schema: { tags, params: tenantParamsSchema, body: pinJournalEntrySchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.pinJournalEntry(ctx, projectActorOf(request), request.body),
        ]),
    );

    app.delete(
      `${tenantPrefix}/ProjectJournals`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectJournalId: idQuery }),
          response,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.deleteJournalEntry(ctx, projectActorOf(request), request.query.projectJournalId),
        ]),
    );

    app.post(
      `${tenantPrefix}/ProjectJournalComments`,
      {
        schema: { tags, params: tenantParamsSchema, body: createJournalCommentSchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.addJournalComment(ctx, projectActorOf(request), request.body),
        ]),
    );

    app.delete(
      `${tenantPrefix}/ProjectJournalComments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectJournalCommentId: idQuery }),
          response,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await journal.deleteJournalComment(
            ctx,
            projectActorOf(request),
            request.query.projectJournalCommentId,
          ),
        ]),
    );

    app.post(
      `${tenantPrefix}/ProjectJournalDocuments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectJournalId: idQuery.optional() }),
          consumes: ['multipart/form-data'],
          response,
        },
        config: { access: act },
      },
      async (request) => {
        const part = await readFilePart(request);
        if (!part) throw badRequest({ key: 'invalidParameter', params: { field: 'file' } });
        const journalId = journalIdOf(request.query.projectJournalId, part.fields);
        try {
          const entry = await storeJournalDocument(ctx, projectActorOf(request), journalId, {
            fileName: part.filename,
            mimeType: part.mimetype,
            stream: part.file,
            truncated: () => part.file.truncated,
          });
          return envelope('projectJournal', [entry]);
        } catch (error) {
          // A refusal before the file was read leaves it in the request: drain it so the answer goes out.
          part.file.resume();
          throw uploadError(error);
        }
      },
    );

    app.get(
      `${tenantPrefix}/ProjectJournalDocuments/Download`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectJournalDocumentId: idQuery }),
        },
        config: { access: view },
      },
      async (request, reply) => {
        const file = await openJournalDocument(
          ctx,
          projectActorOf(request),
          request.query.projectJournalDocumentId,
        );
        // Always a download, never rendered in our origin: an uploaded HTML file cannot run as a page.
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', attachment(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );

    app.delete(
      `${tenantPrefix}/ProjectJournalDocuments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectJournalDocumentId: idQuery }),
          response,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('projectJournal', [
          await deleteJournalDocument(ctx, projectActorOf(request), request.query.projectJournalDocumentId),
        ]),
    );
  };
}
