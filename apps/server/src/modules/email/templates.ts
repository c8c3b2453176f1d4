import {
  type EmailTemplate,
  type EmailTemplateGroup,
  type emailTemplateInputSchema,
  escapeHtml,
  fillNoticeTokens,
  fillTokens,
  parseAddressList,
  type TokenValues,
  utcToZonedLocal,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation, type Problem } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { cleanRichText } from '../content/index.ts';
import { findCustomer } from '../customers/index.ts';
import { textOfHtml } from './mail-text.ts';
import {
  deleteTemplate,
  findActiveTemplate,
  findProjectNodeAndLanguage,
  findTemplate,
  findTemplates,
  findUserEmail,
  insertTemplate,
  type TemplateRow,
  templateNameTaken,
  updateTemplate,
} from './template-queries.ts';

/**
 * Email templates (issue 25 §3; 000 §3 Email template): a node's wordings by group and language
 * that the wizard fills a draft from. The body is the shared editor's HTML, cleaned here as every
 * rich text is; cc and bcc are address lists by the same rule the wizard applies.
 */

type TemplateInput = z.output<typeof emailTemplateInputSchema>;

const templateNotFound = () => new AppError(404, 'emailTemplateNotFound');
const nameTaken = () => badRequest({ key: 'emailTemplateNameTaken', params: { field: 'name' } });

export function presentTemplate(row: TemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    groupName: row.groupName,
    language: row.language,
    active: row.active,
    sender: row.sender,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireTemplate(tx: Tx, actor: Actor, id: number, forUpdate = false) {
  const row = await findTemplate(tx, actor.customerId, actor.nodeId, id, forUpdate);
  if (!row) throw templateNotFound();
  return row;
}

/** What is refused before saving: an address list the wizard would refuse, a name taken. */
async function checkTemplate(tx: Tx, actor: Actor, input: TemplateInput, exceptId?: number) {
  const problems: Problem[] = (['cc', 'bcc'] as const)
    .filter((field) => !parseAddressList(input[field]).valid)
    .map((field) => ({ key: 'invalidEmailAddressList', params: { field } }));
  if (problems.length > 0) throw badRequest(...problems);
  if (await templateNameTaken(tx, actor, input, exceptId)) throw nameTaken();
}

/** The stored fields: addresses in one normal form, the body cleaned of anything that could run. */
const fieldsOf = (input: TemplateInput) => ({
  name: input.name,
  groupName: input.groupName,
  language: input.language,
  active: input.active,
  sender: input.sender,
  cc: parseAddressList(input.cc).addresses.join('; '),
  bcc: parseAddressList(input.bcc).addresses.join('; '),
  subject: input.subject,
  body: cleanRichText(input.body),
});

/** The unique index's refusal when two saves race past the check is the same answer. */
async function naming<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  id: number,
  event: { action: string; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    entityType: 'emailTemplate',
    entityId: id,
    ...event,
  });
}

/** GET /Emails/Templates (one group, active only when asked) and /Emails/Templates/All. */
export async function listTemplates(
  ctx: AppContext,
  actor: Actor,
  filter: { groupName?: EmailTemplateGroup | undefined; activeOnly?: boolean } = {},
): Promise<EmailTemplate[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    (await findTemplates(tx, actor.customerId, actor.nodeId, filter)).map(presentTemplate),
  );
}

/** POST /Emails/Templates. */
export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  input: TemplateInput,
): Promise<EmailTemplate> {
  return naming(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      await checkTemplate(tx, actor, input);
      const fields = fieldsOf(input);
      const row = await insertTemplate(tx, {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        ...fields,
        updatedById: actor.userId,
        updatedAt: ctx.clock.now(),
      });
      await audit(tx, ctx, actor, row.id, { action: 'emailTemplate.created', after: fields });
      return presentTemplate(row);
    }),
  );
}

/** PUT /Emails/Templates/{templateId}: the whole template as the editor shows it. */
export async function changeTemplate(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TemplateInput,
): Promise<EmailTemplate> {
  return naming(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const before = await requireTemplate(tx, actor, id, true);
      await checkTemplate(tx, actor, input, before.id);
      const fields = fieldsOf(input);
      const row = await updateTemplate(tx, actor.customerId, before.id, {
        ...fields,
        updatedById: actor.userId,
        updatedAt: ctx.clock.now(),
      });
      await audit(tx, ctx, actor, row.id, {
        action: 'emailTemplate.updated',
        before: { name: before.name, subject: before.subject, active: before.active },
        after: { name: row.name, subject: row.subject, active: row.active },
      });
      return presentTemplate(row);
    }),
  );
}

/** DELETE /Emails/Templates/{templateId}: answers the node's templates left. */
export async function removeTemplate(ctx: AppContext, actor: Actor, id: number): Promise<EmailTemplate[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await requireTemplate(tx, actor, id, true);
    await deleteTemplate(tx, actor.customerId, row.id);
    await audit(tx, ctx, actor, row.id, {
      action: 'emailTemplate.deleted',
      before: { name: row.name, groupName: row.groupName },
    });
    return (await findTemplates(tx, actor.customerId, actor.nodeId)).map(presentTemplate);
  });
}

/** Example values for the test send: the wizard's tokens and the notices' common ones. */
const examples: Record<'en' | 'fr', Record<string, string>> = {
  en: {
    FirstName: 'Alex',
    FullName: 'Alex Example',
    CompanyName: 'Example Supplies Inc.',
    ProjectName: 'Road resurfacing 2025',
    ProjectNumber: 'T-2025-001',
    ProjectTitle: 'T-2025-001 Road resurfacing 2025',
    Reason: 'An example reason.',
    TenderName: 'Road resurfacing 2025',
    TenderNumber: 'T-2025-001',
    SiteMeeting: 'site meeting at City Hall',
    InvitationLink: 'https://example.com/opportunity',
    ContractName: 'Winter maintenance',
    ContractNumber: 'C-2025-001',
    VendorName: 'Example Supplies Inc.',
    ContactName: 'Alex Example',
  },
  fr: {
    FirstName: 'Alex',
    FullName: 'Alex Exemple',
    CompanyName: 'Fournitures Exemple inc.',
    ProjectName: 'Resurfaçage de routes 2025',
    ProjectNumber: 'T-2025-001',
    ProjectTitle: 'T-2025-001 Resurfaçage de routes 2025',
    Reason: 'Un motif donné en exemple.',
    TenderName: 'Resurfaçage de routes 2025',
    TenderNumber: 'T-2025-001',
    SiteMeeting: 'visite des lieux à l’hôtel de ville',
    InvitationLink: 'https://example.com/opportunity',
    ContractName: 'Entretien hivernal',
    ContractNumber: 'C-2025-001',
    VendorName: 'Fournitures Exemple inc.',
    ContactName: 'Alex Exemple',
  },
};

/**
 * POST /Emails/Templates/{templateId}/Test: the template mailed to the caller alone, through the
 * outbox like any mail, its tokens (a wizard group's or a notice's) filled with examples so the caller sees the wording as a
 * recipient would (the agency's own name, today's date and time in its zone).
 */
export async function testTemplate(ctx: AppContext, actor: Actor, id: number): Promise<{ to: string }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const template = await requireTemplate(tx, actor, id);
    const to = await findUserEmail(tx, actor.customerId, actor.userId);
    if (!to) throw badRequest('emailAddressEmpty');
    const agency = await findCustomer(tx, actor.customerId);
    const local = utcToZonedLocal(ctx.clock.now(), agency?.timezone ?? 'UTC');
    const values = {
      ...examples[template.language],
      AgencyName: agency?.displayName ?? '',
      ClosingDate: local.slice(0, 10),
      Date: local.slice(0, 10),
      Time: local.slice(11, 16),
      Link: ctx.config.publicUrl,
    };
    // A notice's token without an example stays as written: the sender sees where its value goes.
    const html = fillNoticeTokens(template.body, values, escapeHtml);
    await enqueueMail(tx, ctx.clock, {
      customerId: actor.customerId,
      to,
      kind: 'emailTemplateTest',
      subject: fillNoticeTokens(template.subject, values),
      text: textOfHtml(html),
      html,
    });
    await audit(tx, ctx, actor, template.id, { action: 'emailTemplate.tested', after: { to } });
    return { to };
  });
}

/**
 * A project's RejectDocument mail (issue 25 §3): the node's active template of that group in the
 * agency's language, its tokens filled (HTML-escaped in the body), or null when it has none (the
 * contracts area keeps its own wording). The contracts area asks through its hook.
 */
export async function rejectDocumentMail(
  tx: Tx,
  customerId: number,
  projectId: number,
  values: TokenValues,
): Promise<{ subject: string; text: string; html: string } | null> {
  const place = await findProjectNodeAndLanguage(tx, customerId, projectId);
  if (!place) return null;
  const row = await findActiveTemplate(tx, customerId, place.nodeId, 'RejectDocument', place.language);
  if (!row) return null;
  const html = fillTokens(row.body, values, escapeHtml);
  return { subject: fillTokens(row.subject, values), text: textOfHtml(html), html };
}
