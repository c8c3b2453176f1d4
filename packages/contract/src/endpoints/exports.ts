/**
 * The Source exports of 001 §7: OpeningSheet, BidAnalysis, Compliance, NoBid, SupplierActivity
 * (xlsx), ProjectSummary (PDF), CompletedSubmission (zip) and CompletedSubmissionsAll (a job,
 * polled, then downloaded), declared once (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { exportStatusSchema } from '../portal/exports.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Exports';
const access = tenantEndpoint('project.source', 'view');
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });
// A malformed id is simply not found (the store checks its form): the same 404 as another user's.
const exportQuery = z.object({ exportId: z.string().max(64) });
const exportAnswer = z.object({ data: z.object({ exportDTO: exportStatusSchema }) });

/** A source's spreadsheet; `sealed` when it holds bid content before unsealing would. */
const sheet = <const Name extends string>(name: Name, sealed: boolean) =>
  defineEndpoint({
    method: 'GET',
    path: tenantPath(`/Exports/${name}`),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: 'file',
    access,
    tag,
    ...(sealed ? { sealed: true as const } : {}),
  });

export const exportsEndpoints = {
  openingSheet: sheet('OpeningSheet', true),
  bidAnalysis: sheet('BidAnalysis', true),
  compliance: sheet('Compliance', true),
  noBid: sheet('NoBid', false),
  supplierActivity: sheet('SupplierActivity', false),
  projectSummary: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/ProjectSummary'),
    params: tenantPathParamsSchema,
    query: z.object({ projectId: idParamSchema('invalidProjectId') }),
    response: 'file',
    access,
    tag,
  }),
  completedSubmission: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/CompletedSubmission'),
    params: tenantPathParamsSchema,
    query: z.object({ submissionId: idParamSchema('invalidSubmissionId') }),
    response: 'file',
    access,
    tag,
    sealed: true,
  }),
  /** Queues the zip of every completed submission; answers 202 with the new export's state. */
  requestCompletedAll: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Exports/CompletedSubmissionsAll'),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: exportAnswer,
    access,
    tag,
  }),
  completedAllStatus: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/CompletedSubmissionsAll'),
    params: tenantPathParamsSchema,
    query: exportQuery,
    response: exportAnswer,
    access,
    tag,
  }),
  completedAllDownload: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/CompletedSubmissionsAll/Download'),
    params: tenantPathParamsSchema,
    query: exportQuery,
    response: 'file',
    access,
    tag,
    sealed: true,
  }),
};
