import {
  type ChecklistItem,
  type CreateProject,
  type Project,
  type ProjectStatus,
  projectSchema,
  type UpdateProject,
} from '@procura/contract';
import { ApiError, apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * One project and what is done to it (001 §7 Projects): read, create, save, change status, the
 * publish checklist, copy, convert, delete, its public links and preview. Saves and status calls
 * show their refusals in place (the page knows which field or dialog they belong to).
 */

export type { ChecklistItem, Project };

const inPlace = { notifyOnError: false } as const;

export function projectsPath(node: NodeRef, sub = ''): string {
  return `${nodeBase(node.customerId, node.nodeId)}/Projects${sub}`;
}

/** The project of an answer; a shape we do not know is an unknown error, not a crash deeper down. */
function readProject(body: unknown): Project {
  const first = readList<unknown>(body, 'project').values[0];
  const parsed = projectSchema.safeParse(first);
  if (!parsed.success) throw new ApiError(0, [i18n.t('unknownError')]);
  return parsed.data;
}

/** GET /Projects?projectId: null when the project does not exist (404 or no project answered), so the page says so. */
export async function fetchProject(node: NodeRef, projectId: number, signal?: AbortSignal) {
  try {
    const body = await apiRequest<unknown>(projectsPath(node), { query: { projectId }, signal, ...inPlace });
    return readList<unknown>(body, 'project').values.length === 0 ? null : readProject(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createProject(node: NodeRef, project: CreateProject): Promise<Project> {
  return readProject(
    await apiRequest<unknown>(projectsPath(node), { method: 'POST', body: project, ...inPlace }),
  );
}

export async function updateProject(node: NodeRef, project: UpdateProject): Promise<Project> {
  return readProject(
    await apiRequest<unknown>(projectsPath(node), { method: 'PUT', body: project, ...inPlace }),
  );
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
  const body = await apiRequest<unknown>(projectsPath(node, '/status'), {
    method: 'PUT',
    query: { projectId, status },
    body: {
      ...(details.reason ? { reason: details.reason } : {}),
      ...(details.confirmNoAward ? { confirmNoAward: true } : {}),
    },
  });
  return readProject(body);
}

/** GET /Projects/Checklist: what is still missing before publishing; empty means ready. */
export async function fetchChecklist(node: NodeRef, projectId: number, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(projectsPath(node, '/Checklist'), {
    query: { projectId },
    signal,
    ...inPlace,
  });
  return readList<ChecklistItem>(body, 'checklistItem').values;
}

export async function deleteProject(node: NodeRef, projectId: number): Promise<void> {
  await apiRequest<unknown>(projectsPath(node), { method: 'DELETE', query: { projectId } });
}

export type CopyRequest = {
  projectId: number;
  name: string;
  number?: string;
  /** TEMPLATE is "Save as Template". */
  type?: 'SOURCE' | 'TEMPLATE';
  copyFormsInstructions: boolean;
};

export async function copyProject(node: NodeRef, request: CopyRequest): Promise<Project> {
  const { copyFormsInstructions, number, ...body } = request;
  const answer = await apiRequest<unknown>(projectsPath(node, '/Copy'), {
    method: 'POST',
    query: { copyFormsInstructions },
    body: number ? { ...body, number } : body,
    ...inPlace,
  });
  return readProject(answer);
}

/** POST /Projects/Convert: a planned notice becomes a new project; a refusal is the client's notification. */
export async function convertProject(
  node: NodeRef,
  projectId: number,
  copyFormsInstructions: boolean,
): Promise<Project> {
  const answer = await apiRequest<unknown>(projectsPath(node, '/Convert'), {
    method: 'POST',
    query: { copyFormsInstructions, projectId },
  });
  return readProject(answer);
}

export const projectLinkKinds = { share: '/Share', html: '/HTML', webDemo: '/WebDemo' } as const;
export type ProjectLinkKind = keyof typeof projectLinkKinds;

/** The project's public link of one kind, or null when the server has none. */
export async function fetchProjectLink(
  node: NodeRef,
  projectId: number,
  kind: ProjectLinkKind,
): Promise<string | null> {
  const body = await apiRequest<unknown>(projectsPath(node, projectLinkKinds[kind]), {
    query: { projectId },
  });
  const url = readList<{ url?: unknown }>(body, 'url').values[0]?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** GET /Projects/Preview: the public view as HTML, shown in a sandboxed frame. */
export async function fetchPreview(node: NodeRef, projectId: number, signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<unknown>(projectsPath(node, '/Preview'), {
    query: { projectId },
    signal,
    ...inPlace,
  });
  return typeof body === 'string' ? body : '';
}

/** A person a project may name as its procurement or department lead. */
export type ProjectPerson = { id: number; fullName: string };
export type ProjectsProperties = { allowInformal: boolean; people: ProjectPerson[] };

/**
 * GET /Projects/ProjectsProperties: whether Informal projects are on, and the agency's active
 * people for the lead pickers (readable with the Projects right, unlike the team list); labels
 * come from the contract.
 */
export async function fetchProjectsProperties(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<ProjectsProperties> {
  const body = await apiRequest<unknown>(projectsPath(node, '/ProjectsProperties'), { signal, ...inPlace });
  const first = readList<{ allowInformal?: unknown; people?: unknown }>(body, 'projectsProperties').values[0];
  return {
    allowInformal: first?.allowInformal === true,
    people: Array.isArray(first?.people) ? (first.people as ProjectPerson[]) : [],
  };
}
