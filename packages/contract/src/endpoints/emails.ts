/**
 * Emails (001 §7 Emails; issue 25; decision 371): the wizard's send and schedule, what went out
 * (a project's, a supplier's, the agency's), its counts, ReSend and Forward, the one attachment,
 * templates by group and the restricted domains, under the agency's prefix as `/Emails/...`.
 * Writing mail and reading it is the Message Centre's right (route `messages`); templates and
 * restricted domains are the control panel's.
 */
import { z } from 'zod';
import { emailSendSchema } from '../email/send.ts';
import {
  emailAggregatesSchema,
  emailAttachmentSchema,
  emailForwardSchema,
  emailIdQuerySchema,
  emailListQuerySchema,
  emailPageSchema,
  emailRescheduleSchema,
  emailResendSchema,
  restrictedDomainsSchema,
  sentEmailSchema,
} from '../email/sent.ts';
import {
  emailTemplateInputSchema,
  emailTemplateParamsSchema,
  emailTemplateQuerySchema,
  emailTemplateSchema,
} from '../email/templates.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Emails';
const read = tenantEndpoint('messages', 'view');
const write = tenantEndpoint('messages', 'act');
const manage = tenantEndpoint('control-panel', 'act');
const params = tenantPathParamsSchema;
const base = tenantPath('/Emails');
const emails = envelopeSchema('email', sentEmailSchema);
const templates = envelopeSchema('emailTemplate', emailTemplateSchema);
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });

export const emailEndpoints = {
  /** Send now (no sendDateUtc) or schedule: each recipient's copy goes through the outbox. */
  schedule: defineEndpoint({
    method: 'POST',
    path: `${base}/Schedule`,
    params,
    body: emailSendSchema,
    bodyLimit: 512 * 1024,
    response: emails,
    access: write,
    tag,
  }),
  reschedule: defineEndpoint({
    method: 'PUT',
    path: `${base}/Schedule`,
    params,
    body: emailRescheduleSchema,
    response: emails,
    access: write,
    tag,
  }),
  aggregates: defineEndpoint({
    method: 'GET',
    path: `${base}/Aggregates`,
    params,
    query: tenderQuery,
    response: emailAggregatesSchema,
    access: read,
    tag,
  }),
  scheduledAggregates: defineEndpoint({
    method: 'GET',
    path: `${base}/ProjectScheduledEmailsAggregates`,
    params,
    query: tenderQuery,
    response: emailAggregatesSchema,
    access: read,
    tag,
  }),
  /** Sent mail: a project's with tenderId, else every mail of the agency (the Message Centre). */
  projectEmails: defineEndpoint({
    method: 'GET',
    path: `${base}/ProjectEmails`,
    params,
    query: emailListQuerySchema,
    response: emailPageSchema,
    access: read,
    tag,
  }),
  scheduledEmails: defineEndpoint({
    method: 'GET',
    path: `${base}/ProjectScheduledEmails`,
    params,
    query: emailListQuerySchema,
    response: emailPageSchema,
    access: read,
    tag,
  }),
  cancelScheduled: defineEndpoint({
    method: 'DELETE',
    path: `${base}/ProjectScheduledEmails`,
    params,
    query: emailIdQuerySchema,
    response: emails,
    access: write,
    tag,
  }),
  vendorEmails: defineEndpoint({
    method: 'GET',
    path: `${base}/VendorEmails`,
    params,
    query: emailListQuerySchema.extend({ vendorId: idParamSchema('vendorInvalidId') }),
    response: emailPageSchema,
    access: tenantEndpoint('suppliers', 'view'),
    tag,
  }),
  email: defineEndpoint({
    method: 'GET',
    path: base,
    params,
    query: emailIdQuerySchema,
    response: emails,
    access: read,
    tag,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: `${base}/ReSend`,
    params,
    body: emailResendSchema,
    response: emails,
    access: write,
    tag,
  }),
  forward: defineEndpoint({
    method: 'POST',
    path: `${base}/Forward`,
    params,
    body: emailForwardSchema,
    response: emails,
    access: write,
    tag,
  }),
  /** Multipart, one file of 3145728 bytes at most; a mail carries at most one. */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: `${base}/Documents`,
    params,
    upload: true,
    response: envelopeSchema('emailDocument', emailAttachmentSchema),
    access: write,
    tag,
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: `${base}/Documents/:documentId`,
    params: params.extend({ documentId: idParamSchema('emailInvalidAttachment') }),
    response: envelopeSchema('emailDocument', emailAttachmentSchema),
    access: write,
    tag,
  }),
  /** 001 §7 Documents: a sent mail's attachments. */
  emailDocuments: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Documents/EmailDocuments'),
    params,
    query: emailIdQuerySchema,
    response: envelopeSchema('emailDocument', emailAttachmentSchema),
    access: read,
    tag,
  }),
  /** 001 §7 Exports Email: one mail's record as a PDF (what was sent, to whom, when, each copy's status). */
  exportEmail: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/Email'),
    params,
    query: emailIdQuerySchema,
    response: 'file',
    access: read,
    tag,
  }),
  /** 001 §7 Exports ScheduledEmailWithAttachment: the record and the mail's attachment in one zip. */
  exportEmailWithAttachment: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Exports/ScheduledEmailWithAttachment'),
    params,
    query: emailIdQuerySchema,
    response: 'file',
    access: read,
    tag,
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/Templates`,
    params,
    query: emailTemplateQuerySchema,
    response: templates,
    access: read,
    tag,
  }),
  allTemplates: defineEndpoint({
    method: 'GET',
    path: `${base}/Templates/All`,
    params,
    response: templates,
    access: read,
    tag,
  }),
  createTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/Templates`,
    params,
    body: emailTemplateInputSchema,
    response: templates,
    access: manage,
    tag,
  }),
  updateTemplate: defineEndpoint({
    method: 'PUT',
    path: `${base}/Templates/:templateId`,
    params: params.extend(emailTemplateParamsSchema.shape),
    body: emailTemplateInputSchema,
    response: templates,
    access: manage,
    tag,
  }),
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: `${base}/Templates/:templateId`,
    params: params.extend(emailTemplateParamsSchema.shape),
    response: templates,
    access: manage,
    tag,
  }),
  /** A template sent to the caller alone, its tokens filled with examples. */
  testTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/Templates/:templateId/Test`,
    params: params.extend(emailTemplateParamsSchema.shape),
    response: z.object({ to: z.string() }),
    access: manage,
    tag,
  }),
  restrictedDomains: defineEndpoint({
    method: 'GET',
    path: `${base}/RestrictedDomains`,
    params,
    response: restrictedDomainsSchema,
    access: read,
    tag,
  }),
  updateRestrictedDomains: defineEndpoint({
    method: 'PUT',
    path: `${base}/RestrictedDomains`,
    params,
    body: restrictedDomainsSchema,
    response: restrictedDomainsSchema,
    access: manage,
    tag,
  }),
};
