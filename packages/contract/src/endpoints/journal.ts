/**
 * The project journal (001 §7 ProjectJournals, ProjectJournalComments, ProjectJournalDocuments),
 * declared once (issue 21 §1). Every change answers the entry it touched.
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createJournalCommentSchema,
  createJournalEntrySchema,
  journalEntrySchema,
  pinJournalEntrySchema,
  updateJournalEntrySchema,
} from '../projects/journal.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project journal';
const answer = envelopeSchema('projectJournal', journalEntrySchema);
const view = tenantEndpoint('project');
const act = tenantEndpoint('project', 'act');
const id = idParamSchema();

export const journalEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ProjectJournals/All'),
    params: tenantPathParamsSchema,
    query: z.object({ projectId: id }),
    response: answer,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/ProjectJournals'),
    params: tenantPathParamsSchema,
    body: createJournalEntrySchema,
    response: answer,
    access: act,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/ProjectJournals'),
    params: tenantPathParamsSchema,
    body: updateJournalEntrySchema,
    response: answer,
    access: act,
    tag,
  }),
  pin: defineEndpoint({
    method: 'POST',
    path: tenantPath('/ProjectJournals/Pinned'),
    params: tenantPathParamsSchema,
    body: pinJournalEntrySchema,
    response: answer,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/ProjectJournals'),
    params: tenantPathParamsSchema,
    query: z.object({ projectJournalId: id }),
    response: answer,
    access: act,
    tag,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: tenantPath('/ProjectJournalComments'),
    params: tenantPathParamsSchema,
    body: createJournalCommentSchema,
    response: answer,
    access: act,
    tag,
  }),
  removeComment: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/ProjectJournalComments'),
    params: tenantPathParamsSchema,
    query: z.object({ projectJournalCommentId: id }),
    response: answer,
    access: act,
    tag,
  }),
  /** One file, streamed to disk; the entry is the query's projectJournalId or a form field before the file. */
  upload: defineEndpoint({
    method: 'POST',
    path: tenantPath('/ProjectJournalDocuments'),
    params: tenantPathParamsSchema,
    query: z.object({ projectJournalId: id.optional() }),
    upload: true,
    response: answer,
    access: act,
    tag,
  }),
  /** Always a download, never rendered in our origin. */
  download: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ProjectJournalDocuments/Download'),
    params: tenantPathParamsSchema,
    query: z.object({ projectJournalDocumentId: id }),
    response: 'file',
    access: view,
    tag,
  }),
  removeDocument: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/ProjectJournalDocuments'),
    params: tenantPathParamsSchema,
    query: z.object({ projectJournalDocumentId: id }),
    response: answer,
    access: act,
    tag,
  }),
};
