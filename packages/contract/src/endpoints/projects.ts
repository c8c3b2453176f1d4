/**
 * Projects (001 §7 Projects): one project read, created, saved, its status changed, its publish
 * checklist, copy, convert and delete; search, its export, the column autocomplete, templates and
 * the forms' properties; the public links, the staff preview and the public opportunity page. Saved
 * searches (001 §7 SavedSearchCriteria). Declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  apiPath,
  defineEndpoint,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { checklistItemSchema } from '../projects/checklist.ts';
import {
  convertProjectQuerySchema,
  copyFormsQuerySchema,
  copyProjectSchema,
  projectLinkSchema,
  projectQuerySchema,
  projectStatusQuerySchema,
  projectsPropertiesSchema,
} from '../projects/project-calls.ts';
import {
  createProjectSchema,
  projectSchema,
  projectStatusBodySchema,
  updateProjectSchema,
} from '../projects/schemas.ts';
import {
  projectDropdownQuerySchema,
  projectDropdownValueSchema,
  projectSearchExportSchema,
  projectSearchRowSchema,
  projectSearchSchema,
  savedSearchesQuerySchema,
  savedSearchIdQuerySchema,
  savedSearchSchema,
  saveSavedSearchSchema,
} from '../projects/search.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Projects';
const base = tenantPath('/Projects');
const params = tenantPathParamsSchema;
const project = envelopeSchema('project', projectSchema);
const rows = envelopeSchema('project', projectSearchRowSchema);
const link = envelopeSchema('url', projectLinkSchema);
const viewProject = tenantEndpoint('project', 'view');
const viewProjects = tenantEndpoint('projects', 'view');
const create = tenantEndpoint('projects.new', 'act');
const build = tenantEndpoint('project.build', 'act');

/** A public link of the project (Share, HTML, WebDemo): the URL, empty when the server has none. */
const linkEndpoint = (name: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${name}`,
    params,
    query: projectQuerySchema,
    response: link,
    access: viewProject,
    tag,
  });

export const projectsEndpoints = {
  /** One project (a list of one); 404 when it does not exist or the caller may not see it. */
  read: defineEndpoint({
    method: 'GET',
    path: base,
    params,
    query: projectQuerySchema,
    response: project,
    access: viewProject,
    tag,
  }),
  /** The wizard's new project; the number is generated when left empty and auto-numbering is on. */
  create: defineEndpoint({
    method: 'POST',
    path: base,
    params,
    body: createProjectSchema,
    response: project,
    access: create,
    tag,
  }),
  /** Saves the whole editable project; a stale version is refused. */
  update: defineEndpoint({
    method: 'PUT',
    path: base,
    params,
    body: updateProjectSchema,
    response: project,
    access: build,
    tag,
  }),
  /** Changes the status (publish, cancel, terminate, award ...); the body carries the reason. */
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: `${base}/status`,
    params,
    query: projectStatusQuerySchema,
    body: projectStatusBodySchema,
    response: project,
    access: build,
    tag,
  }),
  /** What is still missing before publishing; empty means ready. */
  checklist: defineEndpoint({
    method: 'GET',
    path: `${base}/Checklist`,
    params,
    query: projectQuerySchema,
    response: envelopeSchema('checklistItem', checklistItemSchema),
    access: tenantEndpoint('project.build', 'view'),
    tag,
  }),
  /** Deletes the project; answers an empty list. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: base,
    params,
    query: projectQuerySchema,
    response: project,
    access: build,
    tag,
  }),
  /** Copy, or "Save as Template": the service checks the create or template right it needs. */
  copy: defineEndpoint({
    method: 'POST',
    path: `${base}/Copy`,
    params,
    query: copyFormsQuerySchema,
    body: copyProjectSchema,
    response: project,
    access: viewProjects,
    tag,
  }),
  /** A planned notice becomes a new project. */
  convert: defineEndpoint({
    method: 'POST',
    path: `${base}/Convert`,
    params,
    query: convertProjectQuerySchema,
    response: project,
    access: create,
    tag,
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/Templates`,
    params,
    response: rows,
    access: viewProjects,
    tag,
  }),
  /** The project search, paged (`total` counts up to the cap). */
  search: defineEndpoint({
    method: 'POST',
    path: `${base}/Search`,
    params,
    body: projectSearchSchema,
    response: rows,
    access: viewProjects,
    tag,
  }),
  /** The search with the chosen columns, as an .xlsx file. */
  exportSearch: defineEndpoint({
    method: 'POST',
    path: `${base}/Search/Export`,
    params,
    body: projectSearchExportSchema,
    response: 'file',
    access: viewProjects,
    tag,
  }),
  /** The distinct values of one column starting with `Value`, for the filters' autocomplete. */
  dropdown: defineEndpoint({
    method: 'GET',
    path: `${base}/ProjectDropdown`,
    params,
    query: projectDropdownQuerySchema,
    response: envelopeSchema('projectDropdown', projectDropdownValueSchema),
    access: viewProjects,
    tag,
  }),
  /** The project forms' choices, whether Informal projects are on, and the agency's active people. */
  properties: defineEndpoint({
    method: 'GET',
    path: `${base}/ProjectsProperties`,
    params,
    response: envelopeSchema('projectsProperties', projectsPropertiesSchema),
    access: viewProjects,
    tag,
  }),
  share: linkEndpoint('Share'),
  html: linkEndpoint('HTML'),
  webDemo: linkEndpoint('WebDemo'),
  /** The public view as suppliers will see it, as an HTML page. */
  preview: defineEndpoint({
    method: 'GET',
    path: `${base}/Preview`,
    params,
    query: projectQuerySchema,
    response: 'file',
    access: viewProject,
    tag,
  }),
  /** The public page of a published opportunity, as HTML (the only format). */
  publicOpportunity: defineEndpoint({
    method: 'GET',
    path: apiPath('/public/opportunities/:customerId/:projectId'),
    params: z.object({ customerId: idParamSchema(), projectId: idParamSchema() }),
    query: z.object({ format: z.enum(['html']).optional() }),
    response: 'file',
    access: { kind: 'public' },
    rateLimits: [{ limit: 'publicReads', by: 'address' }],
    tag,
  }),
};

const savedSearches = tenantPath('/SavedSearchCriteria');
const savedSearch = envelopeSchema('savedSearch', savedSearchSchema);

/** Saved project searches (001 §7 SavedSearchCriteria): each user's own, and those shared. */
export const savedSearchesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: savedSearches,
    params,
    query: savedSearchesQuerySchema,
    response: savedSearch,
    access: viewProjects,
    tag,
  }),
  /** Creates (no id) or renames and updates (with id) a saved search. */
  save: defineEndpoint({
    method: 'POST',
    path: savedSearches,
    params,
    body: saveSavedSearchSchema,
    response: savedSearch,
    access: viewProjects,
    tag,
  }),
  /** Deletes the caller's saved search; answers an empty list. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: savedSearches,
    params,
    query: savedSearchIdQuerySchema,
    response: savedSearch,
    access: viewProjects,
    tag,
  }),
};
