import {
  type EmailAttachment,
  type EmailSend,
  type EmailTemplateGroup,
  emailEndpoints,
  emailRules,
  invitationsEndpoints,
  planTakersEndpoints,
  projectTeamEndpoints,
  type SentEmail,
  vendorsEndpoints,
} from '@procura/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The email wizard's calls (001 §7 Emails; issue 25 §1): the people it may write to, as the
 * project, the contract or the supplier has them, the templates of a group, the one attachment
 * and the send. Every failure is shown in the wizard, so nothing notifies.
 */

const inPlace = { notifyOnError: false } as const;

export const emailSendKeys = {
  all: (node: NodeRef) => ['email', node.customerId, node.nodeId, 'wizard'] as const,
  projectUsers: (node: NodeRef, projectId: number) =>
    [...emailSendKeys.all(node), 'projectUsers', projectId] as const,
  planTakers: (node: NodeRef, tenderId: number) =>
    [...emailSendKeys.all(node), 'planTakers', tenderId] as const,
  invitations: (node: NodeRef, tenderId: number) =>
    [...emailSendKeys.all(node), 'invitations', tenderId] as const,
  vendor: (node: NodeRef, vendorId: number) => [...emailSendKeys.all(node), 'vendor', vendorId] as const,
  templates: (node: NodeRef, groupName: EmailTemplateGroup) =>
    [...emailSendKeys.all(node), 'templates', groupName] as const,
};

export function useWizardProjectUsers(projectId: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailSendKeys.projectUsers(node, projectId ?? 0),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          projectTeamEndpoints.users,
          { params: node, query: { projectId: projectId ?? 0 } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled: projectId !== null,
  });
}

/** Every plan taker, page after page of the largest page the list gives, up to a send's recipients. */
export function useWizardPlanTakers(tenderId: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailSendKeys.planTakers(node, tenderId ?? 0),
    queryFn: async ({ signal }) => {
      const limit = 200;
      const all = [];
      for (let start = 0; start < emailRules.recipientsMax; start += limit) {
        const page = pageOf(
          await callEndpoint(
            planTakersEndpoints.list,
            { params: node, query: { tenderId: tenderId ?? 0, start, limit } },
            { signal, ...inPlace },
          ),
        );
        all.push(...page.values);
        if (page.values.length < limit || all.length >= page.total) break;
      }
      return all;
    },
    enabled: tenderId !== null,
  });
}

export function useWizardInvitations(tenderId: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailSendKeys.invitations(node, tenderId ?? 0),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          invitationsEndpoints.list,
          { params: node, query: { tenderId: tenderId ?? 0 } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled: tenderId !== null,
  });
}

/** Each supplier's contacts (GET /Vendors?vendorId), one call per company. */
export function useWizardSupplierContacts(vendorIds: readonly number[]) {
  const node = useNodeRef();
  return useQueries({
    queries: vendorIds.map((vendorId) => ({
      queryKey: emailSendKeys.vendor(node, vendorId),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        firstOf(
          await callEndpoint(
            vendorsEndpoints.vendor,
            { params: node, query: { vendorId } },
            { signal, ...inPlace },
          ),
        ),
    })),
  });
}

/** The group's active templates, for the Compose step's picker. */
export function useEmailTemplatesOf(groupName: EmailTemplateGroup, enabled: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailSendKeys.templates(node, groupName),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          emailEndpoints.templates,
          { params: node, query: { groupName, activeOnly: 'true' } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled,
  });
}

function oneOf<Item>(answer: Parameters<typeof firstOf<Item>>[0]): Item {
  const item = firstOf(answer);
  if (item === null) throw new ApiError(0, [i18n.t('unknownError')]);
  return item;
}

/** POST /Emails/Documents: the mail's one attachment, stored until the send claims it. */
export async function uploadEmailDocument(node: NodeRef, file: File): Promise<EmailAttachment> {
  return oneOf(await uploadEndpoint(emailEndpoints.uploadDocument, { params: node }, file, inPlace));
}

/** DELETE /Emails/Documents/{id}: an attachment replaced or dropped before the send. */
export async function deleteEmailDocument(node: NodeRef, documentId: number): Promise<void> {
  await callEndpoint(emailEndpoints.deleteDocument, { params: { ...node, documentId } }, inPlace);
}

/** POST /Emails/Schedule: sends now, or schedules for the payload's UTC instant. */
export async function scheduleEmail(node: NodeRef, payload: EmailSend): Promise<SentEmail> {
  return oneOf(await callEndpoint(emailEndpoints.schedule, { params: node, body: payload }, inPlace));
}
