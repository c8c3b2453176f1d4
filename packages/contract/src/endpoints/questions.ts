/**
 * Vendor questions (001 §7 "Vendor questions: GET ?tenderId, POST, PUT ?answerViaEmail"; Exports
 * VendorQuestions) for the buyer, the supplier's questions on the portal, and the addenda of a
 * source (paths in docs/decisions/), declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  defineEndpoint,
  portalApiPath,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { addendumFromQuestionsSchema, addendumQuerySchema, addendumSchema } from '../portal/addenda.ts';
import {
  answerVendorQuestionSchema,
  askQuestionSchema,
  createVendorQuestionSchema,
  exportVendorQuestionsSchema,
  supplierQuestionsSchema,
  vendorQuestionSchema,
  vendorQuestionsQuerySchema,
} from '../portal/questions.ts';
import { idParamSchema } from '../validation/ids.ts';

const view = tenantEndpoint('project.source', 'view');
const act = tenantEndpoint('project.source', 'act');
const questionsTag = 'Vendor questions';
const questions = envelopeSchema('vendorQuestion', vendorQuestionSchema);
const questionsPath = tenantPath('/VendorQuestions');
// Any agency name here: its length is checked where the agency is looked up.
const portalParams = z.object({ agency: z.string(), projectId: idParamSchema('invalidProjectId') });
const portalQuestionsPath = portalApiPath('/Opportunities/:projectId/Questions');
const panel = envelopeSchema('supplierQuestions', supplierQuestionsSchema);

export const questionsEndpoints = {
  /** A source's questions, a page at a time, by status. */
  list: defineEndpoint({
    method: 'GET',
    path: questionsPath,
    params: tenantPathParamsSchema,
    query: vendorQuestionsQuerySchema,
    response: questions,
    access: view,
    tag: questionsTag,
  }),
  /** A question the buyer records for a supplier (one asked by phone or mail). */
  create: defineEndpoint({
    method: 'POST',
    path: questionsPath,
    params: tenantPathParamsSchema,
    body: createVendorQuestionSchema,
    response: questions,
    access: act,
    tag: questionsTag,
  }),
  /** Answers a question; `answerViaEmail` mails the answer to its supplier. */
  answer: defineEndpoint({
    method: 'PUT',
    path: questionsPath,
    params: tenantPathParamsSchema,
    query: z.object({ answerViaEmail: z.enum(['true', 'false']).default('false') }),
    body: answerVendorQuestionSchema,
    response: questions,
    access: act,
    tag: questionsTag,
  }),
  /** The chosen questions as a workbook. */
  export: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Exports/VendorQuestions'),
    params: tenantPathParamsSchema,
    body: exportVendorQuestionsSchema,
    response: 'file',
    access: view,
    tag: questionsTag,
  }),
  /** The portal's questions panel of one opportunity: the supplier's own and the published ones. */
  supplierPanel: defineEndpoint({
    method: 'GET',
    path: portalQuestionsPath,
    params: portalParams,
    response: panel,
    access: { kind: 'supplier' },
    tag: questionsTag,
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: portalQuestionsPath,
    params: portalParams,
    body: askQuestionSchema,
    response: panel,
    access: { kind: 'supplier' },
    tag: questionsTag,
  }),
};

const addendaTag = 'Addenda';
const addenda = envelopeSchema('addendum', addendumSchema);
const addendaPath = tenantPath('/Addenda');

export const addendaEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: addendaPath,
    params: tenantPathParamsSchema,
    query: z.object({ tenderId: idParamSchema('invalidTenderId') }),
    response: addenda,
    access: view,
    tag: addendaTag,
  }),
  /** A file uploaded as an addendum (multipart: the title before the file). */
  upload: defineEndpoint({
    method: 'POST',
    path: addendaPath,
    params: tenantPathParamsSchema,
    query: addendumQuerySchema,
    upload: true,
    response: addenda,
    access: act,
    tag: addendaTag,
  }),
  /** An addendum made from answered questions. */
  fromQuestions: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Addenda/FromQuestions'),
    params: tenantPathParamsSchema,
    query: addendumQuerySchema,
    body: addendumFromQuestionsSchema,
    response: addenda,
    access: act,
    tag: addendaTag,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Addenda/Download'),
    params: tenantPathParamsSchema,
    query: z.object({ addendumId: idParamSchema('invalidAddendumId') }),
    response: 'file',
    access: view,
    tag: addendaTag,
  }),
};
