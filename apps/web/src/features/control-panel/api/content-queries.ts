import {
  contentEndpoints,
  type onlineSubmissionTemplateSchema,
  type resourceSchema,
  type saveOnlineSubmissionTemplateSchema,
  type TemplateGroupName,
} from '@procura/contract';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/** Online submission templates by group, and the agency's resource texts (001 §7 Customer and settings). */

export type { TemplateGroupName };
export type Template = ReturnType<typeof onlineSubmissionTemplateSchema.parse>;
export type SaveTemplate = ReturnType<typeof saveOnlineSubmissionTemplateSchema.parse>;
export type Resource = ReturnType<typeof resourceSchema.parse>;

const inPlace = { notifyOnError: false } as const;

export async function fetchTemplates(
  node: NodeRef,
  groupName: TemplateGroupName,
  signal?: AbortSignal,
): Promise<Template[]> {
  const answer = await callEndpoint(
    contentEndpoints.templatesOfGroup,
    { params: node, query: { groupName } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

/**
 * Adds (no id) or changes (with id) a template. The answer is the template as stored, its body
 * cleaned of markup that could run: the only body the preview may render.
 */
export async function saveTemplate(node: NodeRef, template: SaveTemplate): Promise<Template> {
  const { id, ...fields } = template;
  const answer =
    id === undefined
      ? await callEndpoint(contentEndpoints.addTemplate, { params: node, body: fields }, inPlace)
      : await callEndpoint(contentEndpoints.saveTemplate, { params: node, body: { ...fields, id } }, inPlace);
  const saved = firstOf(answer);
  if (!saved) throw new ApiError(0, [i18n.t('unknownError')]);
  return saved;
}

export async function deleteTemplate(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(contentEndpoints.removeTemplate, { params: node, query: { id } });
}

export async function fetchResources(node: NodeRef, signal?: AbortSignal): Promise<Resource[]> {
  return pageOf(await callEndpoint(contentEndpoints.resources, { params: node }, { signal, ...inPlace }))
    .values;
}

/** Sets the listed resources; an entry with an empty value removes that key. Answers the whole list. */
export async function saveResources(node: NodeRef, entries: Resource[]): Promise<Resource[]> {
  const answer = await callEndpoint(contentEndpoints.saveResources, { params: node, body: entries }, inPlace);
  return pageOf(answer).values;
}
