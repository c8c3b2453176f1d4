import {
  type CopyProject,
  type CreateProject,
  type DropdownList,
  projectsEndpoints as endpoints,
  type Project,
  type ProjectSearch,
  type ProjectStatus,
  type ProjectsProperties,
  type UpdateProject,
} from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, downloadEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import {
  type CategoryKind,
  fetchActiveOptions,
  fetchCategories,
  fetchProjectSettings,
} from '../../control-panel/index.ts';
import { fetchDepartmentsWithDivisions } from './departments-queries.ts';
import { fetchSavedSearches, fetchTemplates, searchProjects } from './project-search-queries.ts';

/**
 * One project and what is done to it (001 §7 Projects): read, create, save, change status, the
 * publish checklist, copy, convert, delete, its public links and preview. Saves and status calls
 * show their refusals in place (the page knows which field or dialog they belong to).
 */

const inPlace = { notifyOnError: false } as const;

/** The project of an answer; an answer without one is an unknown error, not a crash deeper down. */
function projectOf(project: Project | null): Project {
  if (!project) throw new ApiError(0, [i18n.t('unknownError')]);
  return project;
}

/** GET /Projects?projectId: null when the project does not exist (404 or no project answered), so the page says so. */
export async function fetchProject(node: NodeRef, projectId: number, signal?: AbortSignal) {
  try {
    return firstOf(
      await callEndpoint(endpoints.read, { params: node, query: { projectId } }, { signal, ...inPlace }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createProject(node: NodeRef, project: CreateProject): Promise<Project> {
  return projectOf(firstOf(await callEndpoint(endpoints.create, { params: node, body: project }, inPlace)));
}

export async function updateProject(node: NodeRef, project: UpdateProject): Promise<Project> {
  return projectOf(firstOf(await callEndpoint(endpoints.update, { params: node, body: project }, inPlace)));
}

/**
 * PUT /Projects/status: the status wanted; cancel and terminate carry an optional reason. A refusal
 * (not allowed now, checklist incomplete) is the client's error notification: it belongs to no field.
 */
export async function changeProjectStatus(
  node: NodeRef,
  projectId: number,
  status: ProjectStatus,
  details: { reason?: string | undefined; confirmNoAward?: boolean } = {},
): Promise<Project> {
  const answer = await callEndpoint(endpoints.changeStatus, {
    params: node,
    query: { projectId, status },
    body: {
      ...(details.reason ? { reason: details.reason } : {}),
      ...(details.confirmNoAward ? { confirmNoAward: true } : {}),
    },
  });
  return projectOf(firstOf(answer));
}

/** GET /Projects/Checklist: what is still missing before publishing; empty means ready. */
export async function fetchChecklist(node: NodeRef, projectId: number, signal?: AbortSignal) {
  const answer = await callEndpoint(
    endpoints.checklist,
    { params: node, query: { projectId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

/** A missing item of the publish checklist, as the answer carries it. */
export type ChecklistEntry = Awaited<ReturnType<typeof fetchChecklist>>[number];

export async function deleteProject(node: NodeRef, projectId: number): Promise<void> {
  await callEndpoint(endpoints.remove, { params: node, query: { projectId } });
}

export type CopyRequest = Omit<CopyProject, 'projectId'> & {
  projectId: number;
  copyFormsInstructions: boolean;
};

export async function copyProject(node: NodeRef, request: CopyRequest): Promise<Project> {
  const { copyFormsInstructions, number, ...body } = request;
  const answer = await callEndpoint(
    endpoints.copy,
    {
      params: node,
      query: { copyFormsInstructions: String(copyFormsInstructions) },
      body: number ? { ...body, number } : body,
    },
    inPlace,
  );
  return projectOf(firstOf(answer));
}

/** POST /Projects/Convert: a planned notice becomes a new project; a refusal is the client's notification. */
export async function convertProject(
  node: NodeRef,
  projectId: number,
  copyFormsInstructions: boolean,
): Promise<Project> {
  const answer = await callEndpoint(endpoints.convert, {
    params: node,
    query: { copyFormsInstructions: String(copyFormsInstructions), projectId },
  });
  return projectOf(firstOf(answer));
}

const linkEndpoints = { share: endpoints.share, html: endpoints.html, webDemo: endpoints.webDemo } as const;
export type ProjectLinkKind = keyof typeof linkEndpoints;

/** The project's public link of one kind, or null when the server has none. */
export async function fetchProjectLink(
  node: NodeRef,
  projectId: number,
  kind: ProjectLinkKind,
): Promise<string | null> {
  const answer = await callEndpoint(linkEndpoints[kind], { params: node, query: { projectId } });
  const url = firstOf(answer)?.url;
  return url ? url : null;
}

/** GET /Projects/Preview: the public view as HTML, shown in a sandboxed frame. */
export async function fetchPreview(node: NodeRef, projectId: number, signal?: AbortSignal): Promise<string> {
  const file = await downloadEndpoint(
    endpoints.preview,
    { params: node, query: { projectId } },
    { signal, ...inPlace },
  );
  return file.text();
}

/** A person a project may name as its procurement or department lead. */
export type ProjectLead = ProjectsProperties['people'][number];

/**
 * GET /Projects/ProjectsProperties: whether Informal projects are on, and the agency's active
 * people for the lead pickers (readable with the Projects right, unlike the team list); labels
 * come from the contract.
 */
export async function fetchProjectsProperties(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<ProjectsProperties | null> {
  return firstOf(await callEndpoint(endpoints.properties, { params: node }, { signal, ...inPlace }));
}

/** Data hooks of the projects area; keys carry the customer and node, so an agency switch refetches. */
export const projectKeys = {
  node: (customerId: number, nodeId: number) => ['projects', customerId, nodeId] as const,
  project: (customerId: number, nodeId: number, projectId: number) =>
    ['projects', customerId, nodeId, 'project', projectId] as const,
  checklist: (customerId: number, nodeId: number, projectId: number, version: number) =>
    ['projects', customerId, nodeId, 'checklist', projectId, version] as const,
  searches: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'search'] as const,
  search: (customerId: number, nodeId: number, search: ProjectSearch) =>
    ['projects', customerId, nodeId, 'search', search] as const,
  savedSearches: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'saved'] as const,
  templates: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'templates'] as const,
  properties: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'properties'] as const,
  settings: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'settings'] as const,
  list: (customerId: number, nodeId: number, name: string) =>
    ['projects', customerId, nodeId, 'list', name] as const,
};

/** Lists change rarely while someone edits a project. */
const listStaleTime = 5 * 60_000;

export function useProject(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.project(node.customerId, node.nodeId, projectId),
    queryFn: ({ signal }) => fetchProject(node, projectId, signal),
    enabled: Number.isInteger(projectId) && projectId > 0,
  });
}

/** The checklist of one saved version: a save or status change asks again. */
export function useChecklist(projectId: number, version: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.checklist(node.customerId, node.nodeId, projectId, version),
    queryFn: ({ signal }) => fetchChecklist(node, projectId, signal),
    staleTime: 0,
  });
}

export function useProjectSearch(search: ProjectSearch, enabled: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.search(node.customerId, node.nodeId, search),
    queryFn: ({ signal }) => searchProjects(node, search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSavedSearches() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.savedSearches(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchSavedSearches(node, signal),
  });
}

export function useProjectTemplates(enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.templates(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchTemplates(node, signal),
    enabled,
  });
}

export function useProjectsProperties() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.properties(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchProjectsProperties(node, signal),
    staleTime: listStaleTime,
  });
}

/** The node's numbering settings: the wizard says whether an empty number is generated. */
export function useNumberingSettings() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.settings(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchProjectSettings(node, signal),
    staleTime: listStaleTime,
  });
}

export function useDepartmentsWithDivisions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, 'departments'),
    queryFn: ({ signal }) => fetchDepartmentsWithDivisions(node, signal),
    staleTime: listStaleTime,
  });
}

export function useActiveOptions(list: DropdownList) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, list),
    queryFn: ({ signal }) => fetchActiveOptions(node, list, signal),
    staleTime: listStaleTime,
  });
}

export function useCategoryTree(kind: CategoryKind) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, `categories-${kind}`),
    queryFn: ({ signal }) => fetchCategories(node, kind, signal),
    staleTime: listStaleTime,
  });
}

/** The agency's active people, for the lead pickers and filters (from ProjectsProperties). */
export function useProjectPeople() {
  const properties = useProjectsProperties();
  return { ...properties, data: properties.data?.people };
}
