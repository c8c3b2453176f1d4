import fastifyMultipart from '@fastify/multipart';
import { envelope, idParamSchema, journalDocumentMaxBytes, journalEndpoints } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { projectActorOf } from '../project-team/index.ts';
import {
  deleteJournalDocument,
  journalDocumentTooLarge,
  openJournalDocument,
  storeJournalDocument,
} from './documents.ts';
import * as journal from './service.ts';

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
  const parsed = idParamSchema().safeParse(fromQuery ?? field?.value);
  if (!parsed.success) throw badRequest({ key: 'invalidParameter', params: { field: 'projectJournalId' } });
  return parsed.data;
}

/**
 * The project journal (001 §7 ProjectJournals, ProjectJournalComments, ProjectJournalDocuments).
 * Multipart is registered in this plugin only, limited to one file of 100 MB, streamed to disk.
 */
export function journalRoutes(ctx: AppContext): FastifyPluginAsync {
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

    registerEndpoint(app, journalEndpoints.list, async (request) =>
      envelope(
        'projectJournal',
        await journal.listJournal(ctx, projectActorOf(request), request.query.projectId),
      ),
    );

    registerEndpoint(app, journalEndpoints.create, async (request) =>
      envelope('projectJournal', [
        await journal.createJournalEntry(ctx, projectActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, journalEndpoints.update, async (request) =>
      envelope('projectJournal', [
        await journal.updateJournalEntry(ctx, projectActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, journalEndpoints.pin, async (request) =>
      envelope('projectJournal', [await journal.pinJournalEntry(ctx, projectActorOf(request), request.body)]),
    );

    registerEndpoint(app, journalEndpoints.remove, async (request) =>
      envelope('projectJournal', [
        await journal.deleteJournalEntry(ctx, projectActorOf(request), request.query.projectJournalId),
      ]),
    );

    registerEndpoint(app, journalEndpoints.comment, async (request) =>
      envelope('projectJournal', [
        await journal.addJournalComment(ctx, projectActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, journalEndpoints.removeComment, async (request) =>
      envelope('projectJournal', [
        await journal.deleteJournalComment(
          ctx,
          projectActorOf(request),
          request.query.projectJournalCommentId,
        ),
      ]),
    );

    registerEndpoint(app, journalEndpoints.upload, async (request) => {
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
    });

    // Always a download, never rendered in our origin: an uploaded HTML file cannot run as a page.
    registerEndpoint(app, journalEndpoints.download, async (request, reply) => {
      const file = await openJournalDocument(
        ctx,
        projectActorOf(request),
        request.query.projectJournalDocumentId,
      );
      return sendDownload(reply, {
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        stream: file.stream,
      });
    });

    registerEndpoint(app, journalEndpoints.removeDocument, async (request) =>
      envelope('projectJournal', [
        await deleteJournalDocument(ctx, projectActorOf(request), request.query.projectJournalDocumentId),
      ]),
    );
  };
}
