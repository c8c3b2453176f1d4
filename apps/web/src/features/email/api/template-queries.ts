import {
  type EmailTemplate,
  type EmailTemplateInput,
  emailEndpoints,
  type RestrictedDomains,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Control panel › Email notifications (issue 25 §3): the agency's templates and its restricted
 * domains. Failures show in place (the page's error state, the modal's alert), so none raises the
 * notification as well.
 */
const inPlace = { notifyOnError: false } as const;

/** Keys carry the customer and node, so an agency switch refetches. */
export const emailTemplateKeys = {
  all: (customerId: number, nodeId: number) => ['email', customerId, nodeId, 'templates'] as const,
  restrictedDomains: (customerId: number, nodeId: number) =>
    ['email', customerId, nodeId, 'restricted-domains'] as const,
};

async function fetchAllTemplates(node: NodeRef, signal?: AbortSignal): Promise<EmailTemplate[]> {
  return pageOf(await callEndpoint(emailEndpoints.allTemplates, { params: node }, { signal, ...inPlace }))
    .values;
}

/** Every template of every group and language, inactive ones too: the page filters them itself. */
export function useAllEmailTemplates() {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailTemplateKeys.all(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchAllTemplates(node, signal),
  });
}

/** Creates (`templateId` null) or replaces a template; answers it as stored. */
export async function saveEmailTemplate(
  node: NodeRef,
  templateId: number | null,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const answer =
    templateId === null
      ? await callEndpoint(emailEndpoints.createTemplate, { params: node, body: input }, inPlace)
      : await callEndpoint(
          emailEndpoints.updateTemplate,
          { params: { ...node, templateId }, body: input },
          inPlace,
        );
  const saved = firstOf(answer);
  if (!saved) throw new Error('The server answered without the template.');
  return saved;
}

export async function deleteEmailTemplate(node: NodeRef, templateId: number): Promise<void> {
  await callEndpoint(emailEndpoints.deleteTemplate, { params: { ...node, templateId } }, inPlace);
}

/** Sends the template to the caller alone; answers the address it went to. */
export async function sendTestEmail(node: NodeRef, templateId: number): Promise<string> {
  return (await callEndpoint(emailEndpoints.testTemplate, { params: { ...node, templateId } }, inPlace)).to;
}

export function useRestrictedDomains() {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailTemplateKeys.restrictedDomains(node.customerId, node.nodeId),
    queryFn: ({ signal }) =>
      callEndpoint(emailEndpoints.restrictedDomains, { params: node }, { signal, ...inPlace }),
  });
}

export function saveRestrictedDomains(node: NodeRef, input: RestrictedDomains): Promise<RestrictedDomains> {
  return callEndpoint(emailEndpoints.updateRestrictedDomains, { params: node, body: input }, inPlace);
}
