/**
 * Intake (001 §7 Intake: every path, not under the customer prefix; issue 24). The public form's
 * calls need no session and name their agency in the query (the link's cid and nid); they pass
 * rate limits. The staff calls need a session and the intake right on the session's own node,
 * which the handler asks (the path names no agency for the guard to read), as Snapshot/Layout does.
 * The settings live under the control panel's tenant path.
 */
import { z } from 'zod';
import {
  apiPath,
  defineEndpoint,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  intakeListQuerySchema,
  intakeListRowSchema,
  intakeRequesterSchema,
  intakeSearchPageSchema,
  intakeSearchSchema,
} from '../intake/list.ts';
import {
  intakeDecisionSchema,
  intakeLinkQuerySchema,
  intakeModifiedUserSchema,
  intakeNodeQuerySchema,
  intakeRequestInputSchema,
  intakeRequestSchema,
  intakeSubmissionSchema,
  intakeUploadSchema,
} from '../intake/request.ts';
import {
  intakeContextSchema,
  intakeGuideSchema,
  intakeReceiptSchema,
  intakeSettingsInputSchema,
  intakeSettingsSchema,
} from '../intake/settings.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Intake';
const publicCall = { kind: 'public' } as const;
const staff = { kind: 'session' } as const;
const base = apiPath('/intake');
const requests = envelopeSchema('intakeRequest', intakeRequestSchema);
const requestParams = z.object({ id: idParamSchema('intakeRequestNotFound') });

/** The JSON body of a request: its texts and lists, well under the default limit. */
export const intakeBodyLimit = 256 * 1024;

export const intakeEndpoints = {
  guide: defineEndpoint({
    method: 'GET',
    path: `${base}/guide`,
    query: intakeLinkQuerySchema,
    response: intakeGuideSchema,
    access: publicCall,
    rateLimits: [{ limit: 'publicReads', by: 'address' }],
    tag,
  }),
  context: defineEndpoint({
    method: 'GET',
    path: `${base}/context`,
    query: intakeLinkQuerySchema,
    response: intakeContextSchema,
    access: publicCall,
    rateLimits: [{ limit: 'publicReads', by: 'address' }],
    tag,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: base,
    body: intakeSubmissionSchema,
    bodyLimit: intakeBodyLimit,
    response: intakeReceiptSchema,
    access: publicCall,
    rateLimits: [{ limit: 'intakeSubmissions', by: 'address' }],
    tag,
    description: 'The public form. A filled honeypot (website) answers as usual and keeps nothing.',
  }),
  /** Multipart, one file; the answer's uploadToken claims it in POST api/intake. */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: `${base}/documents`,
    query: intakeLinkQuerySchema,
    upload: true,
    response: intakeUploadSchema,
    access: publicCall,
    rateLimits: [{ limit: 'intakeUploads', by: 'address' }],
    tag,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/intakeRequests`,
    query: intakeNodeQuerySchema.extend(intakeListQuerySchema.shape),
    response: envelopeSchema('intakeRequest', intakeListRowSchema),
    access: staff,
    tag,
  }),
  requesters: defineEndpoint({
    method: 'GET',
    path: `${base}/requesters`,
    query: intakeNodeQuerySchema,
    response: envelopeSchema('requester', intakeRequesterSchema),
    access: staff,
    tag,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: `${base}/search`,
    query: intakeNodeQuerySchema,
    body: intakeSearchSchema,
    response: intakeSearchPageSchema,
    access: staff,
    tag,
  }),
  modifiedUser: defineEndpoint({
    method: 'GET',
    path: `${base}/getIntakeModifiedUser/:id`,
    params: requestParams,
    response: intakeModifiedUserSchema,
    access: staff,
    tag,
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: `${base}/approvedeclineintake`,
    body: intakeDecisionSchema,
    response: requests,
    access: staff,
    tag,
  }),
  /** Short-lived link to one document by its name, for the browser's viewer (decision 364). */
  token: defineEndpoint({
    method: 'GET',
    path: `${base}/token`,
    query: z.object({
      intakeId: idParamSchema('intakeRequestNotFound'),
      fileName: z.string().min(1, 'intakeDocumentInvalid').max(300, 'invalidParameter'),
    }),
    response: z.object({ url: z.string(), expiresAt: z.string() }),
    access: staff,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: base,
    query: z.object({ intakeRequestId: idParamSchema('intakeRequestNotFound') }),
    body: intakeRequestInputSchema,
    bodyLimit: intakeBodyLimit,
    response: requests,
    access: staff,
    tag,
  }),
  /** One document (documentId), shown inline with a token from GET api/intake/token; else all as a zip. */
  download: defineEndpoint({
    method: 'GET',
    path: `${base}/:id/download`,
    params: requestParams,
    query: z.object({
      documentId: idParamSchema('intakeDocumentInvalid').optional(),
      token: z.string().max(200, 'invalidParameter').optional(),
    }),
    response: 'file',
    access: staff,
    tag,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: `${base}/:id`,
    params: requestParams,
    response: requests,
    access: staff,
    tag,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: tenantPath('/IntakeSettings'),
    params: tenantPathParamsSchema,
    response: intakeSettingsSchema,
    access: tenantEndpoint('control-panel', 'view'),
    tag,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/IntakeSettings'),
    params: tenantPathParamsSchema,
    body: intakeSettingsInputSchema,
    response: intakeSettingsSchema,
    access: tenantEndpoint('control-panel', 'act'),
    tag,
  }),
};
