import type {
  onlineSubmissionTemplateSchema,
  resourceSchema,
  saveOnlineSubmissionTemplateSchema,
  TemplateGroupName,
} from '@procura/contract';
import { ApiError, apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../team/api/team-api.ts';

/** Online submission templates by group, and the agency's resource texts (001 §7 Customer and settings). */

export type { TemplateGroupName };
export type Template = ReturnType<typeof onlineSubmissionTemplateSchema.parse>;
export type SaveTemplate = ReturnType<typeof saveOnlineSubmissionTemplateSchema.parse>;
export type Resource = ReturnType<typeof resourceSchema.parse>;

const inPlace = { notifyOnError: false } as const;

function templatePath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/OnlineSubmissionTemplate`;
}

export async function fetchTemplates(
  node: NodeRef,
  groupName: TemplateGroupName,
  signal?: AbortSignal,
): Promise<Template[]> {
  const body = await apiRequest<unknown>(`${templatePath(node)}/Search`, {
    query: { groupName },
    signal,
    ...inPlace,
  });
  return readList<Template>(body, 'onlineSubmissionTemplate').values;
}

/**
 * Adds (no id) or changes (with id) a template. The answer is the template as stored, its body
 * cleaned of markup that could run: the only body the preview may render.
 */
export async function saveTemplate(node: NodeRef, template: SaveTemplate): Promise<Template> {
  const body = await apiRequest<unknown>(templatePath(node), {
    method: template.id === undefined ? 'POST' : 'PUT',
    body: template,
    ...inPlace,
  });
  const saved = readList<Template>(body, 'onlineSubmissionTemplate').values[0];
  if (!saved) throw new ApiError(0, [i18n.t('unknownError')]);
  return saved;
}

export async function deleteTemplate(node: NodeRef, id: number): Promise<void> {
  await apiRequest<unknown>(templatePath(node), { method: 'DELETE', query: { id } });
}

function resourcesPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/Resources`;
}

export async function fetchResources(node: NodeRef, signal?: AbortSignal): Promise<Resource[]> {
  const body = await apiRequest<unknown>(resourcesPath(node), { signal, ...inPlace });
  return readList<Resource>(body, 'resource').values;
}

/** Sets the listed resources; an entry with an empty value removes that key. Answers the whole list. */
export async function saveResources(node: NodeRef, entries: Resource[]): Promise<Resource[]> {
  const body = await apiRequest<unknown>(resourcesPath(node), { method: 'PUT', body: entries, ...inPlace });
  return readList<Resource>(body, 'resource').values;
}
