/**
 * The send payload of the email wizard (000 §3, 001 §3 Email draft and send payload; issue 25 §2):
 * who gets the mail (project users, supplier contacts, invitations), the compose fields, and when.
 * POST /Emails/Schedule takes it for now (no sendDateUtc) and for later (a UTC instant, 001 §5).
 */
import { z } from 'zod';
import { parseAddressList } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { composeProblems, emailRules, sendWhen } from './compose.ts';

const ids = (message: 'emailInvalidTeamMember' | 'emailInvalidContact' | 'emailInvalidInvitation') =>
  z.array(idSchema(message)).max(emailRules.recipientsMax, 'invalidParameter').default([]);

const addressList = z
  .array(z.string().trim().max(254, 'emailAddressBadFormat'))
  .max(emailRules.ccMax, 'invalidEmailAddressList')
  .default([])
  .refine((list) => parseAddressList(list.join(';')).valid, 'invalidEmailAddressList');

export const emailSendSchema = z
  .object({
    projectUserIds: ids('emailInvalidTeamMember'),
    contactIds: ids('emailInvalidContact'),
    invitationIds: ids('emailInvalidInvitation'),
    ccs: addressList,
    bccs: addressList,
    attachmentIds: z
      .array(idSchema('emailInvalidAttachment'))
      .max(emailRules.attachmentsMax, 'emailInvalidAttachment')
      .default([]),
    /** The display name the mail is sent as (the agency's address stays the sender). */
    sender: z.string().trim().max(200, 'invalidParameter').default(''),
    replyTo: z.string().trim().max(254, 'emailAddressBadFormat'),
    subject: z.string().max(emailRules.subjectMax, 'invalidParameter'),
    body: z.string().max(emailRules.bodyMax, 'invalidParameter'),
    /** Null sends now; an instant later than now schedules it. */
    sendDateUtc: z.iso.datetime({ offset: true, error: 'emailSendDateRequired' }).nullable().default(null),
    contractId: idSchema('invalidContractId').nullable().default(null),
    tenderId: idSchema('invalidTenderId').nullable().default(null),
    /** The template group the mail was written from, if any (Bids, Contracts, RejectDocument…). */
    groupName: z.string().trim().max(100, 'invalidParameter').nullable().default(null),
    /** A supplier the mail is about (its profile's Emails tab lists it). */
    vendorId: idSchema('vendorInvalidId').nullable().default(null),
  })
  .superRefine((payload, context) => {
    const problems = composeProblems({
      replyTo: payload.replyTo,
      cc: payload.ccs.join(';'),
      bcc: payload.bccs.join(';'),
      subject: payload.subject,
      body: payload.body,
      sendWhen: sendWhen.now,
      sendDate: null,
    });
    for (const problem of problems) {
      context.addIssue({ code: 'custom', message: problem.key, path: [problem.field] });
    }
    if (payload.projectUserIds.length + payload.contactIds.length + payload.invitationIds.length === 0) {
      context.addIssue({ code: 'custom', message: 'emailNoRecipients', path: ['contactIds'] });
    }
  });
export type EmailSend = z.input<typeof emailSendSchema>;
export type EmailSendValues = z.output<typeof emailSendSchema>;
