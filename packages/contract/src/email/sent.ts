/**
 * What went out (issue 25 §2, §4): a sent or scheduled email with its recipients, each copy's
 * status (queued, sent, failed with the server's answer), the counts of a project's mail and the
 * lists of the Message Centre, a project's Messages and a supplier's Emails tab.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { emailRules } from './compose.ts';

export const emailStatuses = ['scheduled', 'sent', 'cancelled'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
export const copyStatuses = ['queued', 'sent', 'failed'] as const;
export type CopyStatus = (typeof copyStatuses)[number];
export const recipientKinds = ['projectUser', 'contact', 'invitation', 'forward'] as const;

export const emailRecipientSchema = z.object({
  id: z.number().int(),
  kind: z.enum(recipientKinds),
  name: z.string(),
  email: z.string(),
  vendorId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(copyStatuses),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type EmailRecipient = z.infer<typeof emailRecipientSchema>;

export const emailAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const sentEmailRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(emailStatuses),
  sendDateUtc: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  tenderId: z.number().int().nullable(),
  contractId: z.number().int().nullable(),
  recipientCount: z.number().int(),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  hasAttachment: z.boolean(),
});
export type SentEmailRow = z.infer<typeof sentEmailRowSchema>;

export const sentEmailSchema = sentEmailRowSchema.extend({
  sender: z.string(),
  replyTo: z.string(),
  ccs: z.array(z.string()),
  bccs: z.array(z.string()),
  body: z.string(),
  groupName: z.string().nullable(),
  recipients: z.array(emailRecipientSchema),
  attachments: z.array(emailAttachmentSchema),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const emailListRules = { pageSizeDefault: 20, pageSizeMax: 100 } as const;

/** The lists' query: a project's (tenderId), a supplier's (vendorId), or all the agency's mail. */
export const emailListQuerySchema = z.object({
  tenderId: idParamSchema('invalidTenderId').optional(),
  vendorId: idParamSchema('vendorInvalidId').optional(),
  searchText: z.string().trim().max(200, 'invalidParameter').optional(),
  dateFrom: z.iso.date('invalidParameter').optional(),
  dateTo: z.iso.date('invalidParameter').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(emailListRules.pageSizeMax)
    .default(emailListRules.pageSizeDefault),
});
export type EmailListQuery = z.input<typeof emailListQuerySchema>;

export const emailPageSchema = z.object({
  rows: z.array(sentEmailRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmailPage = z.infer<typeof emailPageSchema>;

/** Aggregates and ProjectScheduledEmailsAggregates: a project's mail in numbers. */
export const emailAggregatesSchema = z.object({
  emails: z.number().int(),
  copies: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  scheduled: z.number().int(),
});
export type EmailAggregates = z.infer<typeof emailAggregatesSchema>;

export const emailIdQuerySchema = z.object({ emailId: idParamSchema('emailNotFound') });

/** ReSend: every copy again, or the failed ones (the default). */
export const emailResendSchema = z.object({
  emailId: idSchema('emailNotFound'),
  onlyFailed: z.boolean().default(true),
});

/** Forward: the sent mail to more addresses, each its own copy. */
export const emailForwardSchema = z.object({
  emailId: idSchema('emailNotFound'),
  to: z
    .array(z.string().trim().max(254, 'emailAddressBadFormat'))
    .min(1, 'emailNoRecipients')
    .max(emailRules.ccMax, 'invalidEmailAddressList'),
});

/** A scheduled mail's new time (the Message Centre's Scheduled Emails: edit time). */
export const emailRescheduleSchema = z.object({
  emailId: idSchema('emailNotFound'),
  sendDateUtc: z.iso.datetime({ offset: true, error: 'emailSendDateRequired' }),
});

export const restrictedDomainsSchema = z.object({
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'emailDomainInvalid'),
    )
    .max(500, 'invalidParameter'),
});
export type RestrictedDomains = z.infer<typeof restrictedDomainsSchema>;

/** Whether an address is in a restricted domain (or one of its subdomains). */
export function isRestrictedAddress(address: string, domains: readonly string[]): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((restricted) => domain === restricted || domain.endsWith(`.${restricted}`));
}
