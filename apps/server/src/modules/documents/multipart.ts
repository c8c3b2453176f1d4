import type { MultipartFile } from '@fastify/multipart';
import { isMessageKey } from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type IncomingFile, uploadError } from './storage.ts';

function incoming(part: MultipartFile): IncomingFile {
  return { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated };
}

/** Field problems in the catalogue's words: the schema's own key, else invalidParameter naming the field. */
function checkFields<Fields>(schema: z.ZodType<Fields>, values: Record<string, string>): Fields {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'body');
  if (issue && isMessageKey(issue.message) && issue.message !== 'invalidParameter')
    throw badRequest(issue.message);
  throw badRequest({ key: 'invalidParameter', params: { field } });
}

/**
 * Reads a multipart request up to its file: the fields sent before it, checked by `schema`, and
 * the file as a stream, which `handle` must read (null when the request has none). Fields after
 * the file are not read, so forms send them first; a second file is never looked at.
 */
export async function readUpload<Fields, Answer>(
  request: FastifyRequest,
  schema: z.ZodType<Fields>,
  handle: (fields: Fields, file: IncomingFile | null) => Promise<Answer>,
): Promise<Answer> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const values: Record<string, string> = {};
  let file: MultipartFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = part;
        break;
      }
      values[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  try {
    return await handle(checkFields(schema, values), file ? incoming(file) : null);
  } catch (error) {
    // A refusal made before the file was read leaves it waiting: read the rest and drop it, so the
    // request ends and the client sees the answer instead of an upload that never finishes.
    if (file && !file.file.readableEnded) file.file.resume();
    throw error;
  }
}
