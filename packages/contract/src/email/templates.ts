/**
 * Email templates (000 §3, 001 §3 Email template; issue 25 §3): named, by group, with sender,
 * cc, bcc, subject and body that may carry the group's #Name# tokens. RejectDocument is the
 * special group the contract area mails a document's rejection with.
 */
import { z } from 'zod';
import { idParamSchema } from '../validation/ids.ts';
import { emailRules } from './compose.ts';
import { isNoticeKind, type NoticeKind, noticeCatalogue, noticeKinds } from './notices/index.ts';
import { type EmailToken, type TokenScope, tokensFor } from './tokens.ts';

/** The wizard's groups (000 §3), then a group per notice the platform sends (issue 25 §3). */
export const wizardTemplateGroups = ['Bids', 'Contracts', 'RejectDocument'] as const;
export type WizardTemplateGroup = (typeof wizardTemplateGroups)[number];
export type EmailTemplateGroup = WizardTemplateGroup | NoticeKind;
export const emailTemplateGroups = [...wizardTemplateGroups, ...noticeKinds] as [
  EmailTemplateGroup,
  ...EmailTemplateGroup[],
];

/** The tokens each wizard group offers (RejectDocument: a contract's supplier, the document and the reason). */
export const templateGroupScopes: Record<WizardTemplateGroup, TokenScope> = {
  Bids: 'Bids',
  Contracts: 'Contracts',
  RejectDocument: 'RejectDocument',
};

/** The token palette of a group: a wizard group's scope, or the tokens the notice declares. */
export function tokensForGroup(group: EmailTemplateGroup): readonly (EmailToken | string)[] {
  return isNoticeKind(group) ? noticeCatalogue[group].tokens : tokensFor(templateGroupScopes[group]);
}

export const emailTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'emailTemplateNameRequired').max(200, 'invalidParameter'),
  groupName: z.enum(emailTemplateGroups, { error: 'emailTemplateGroupInvalid' }),
  language: z.enum(['en', 'fr']).default('en'),
  active: z.boolean().default(true),
  sender: z.string().trim().max(200, 'invalidParameter').default(''),
  cc: z.string().trim().max(2000, 'invalidParameter').default(''),
  bcc: z.string().trim().max(2000, 'invalidParameter').default(''),
  subject: z.string().trim().min(1, 'emailSubjectRequired').max(emailRules.subjectMax, 'invalidParameter'),
  body: z.string().max(emailRules.bodyMax, 'invalidParameter'),
});
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;

export const emailTemplateSchema = emailTemplateInputSchema.extend({
  id: z.number().int(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateParamsSchema = z.object({ templateId: idParamSchema('emailTemplateNotFound') });
export const emailTemplateQuerySchema = z.object({
  groupName: z.enum(emailTemplateGroups, { error: 'emailTemplateGroupInvalid' }).optional(),
  activeOnly: z.enum(['true', 'false']).optional(),
});

/** What choosing a template fills in the draft (000 §4): sender, cc, bcc, subject, body. */
export function draftFromTemplate(
  template: Pick<EmailTemplate, 'sender' | 'cc' | 'bcc' | 'subject' | 'body'>,
) {
  const { sender, cc, bcc, subject, body } = template;
  return { sender, cc, bcc, subject, body };
}
