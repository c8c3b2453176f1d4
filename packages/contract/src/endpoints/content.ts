/** Online submission templates by group name, and the agency's resources (001 §7), declared once. */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  onlineSubmissionTemplateSchema,
  resourceSchema,
  saveOnlineSubmissionTemplateSchema,
  saveResourcesSchema,
  templateGroupNames,
} from '../settings/schemas.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'System and library content';
const path = tenantPath('/OnlineSubmissionTemplate');
const templates = envelopeSchema('onlineSubmissionTemplate', onlineSubmissionTemplateSchema);
const resources = envelopeSchema('resource', resourceSchema);
const read = tenantEndpoint(null);
const write = tenantEndpoint('control-panel', 'act');

export const contentEndpoints = {
  templates: defineEndpoint({
    method: 'GET',
    path: `${path}/All`,
    params: tenantPathParamsSchema,
    response: templates,
    access: read,
    tag,
  }),
  templatesOfGroup: defineEndpoint({
    method: 'GET',
    path: `${path}/Search`,
    params: tenantPathParamsSchema,
    query: z.object({ groupName: z.enum(templateGroupNames) }),
    response: templates,
    access: read,
    tag,
  }),
  /** The answer is the template as stored, its body cleaned of markup that could run. */
  addTemplate: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: saveOnlineSubmissionTemplateSchema.omit({ id: true }),
    response: templates,
    access: write,
    tag,
  }),
  saveTemplate: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: saveOnlineSubmissionTemplateSchema.required({ id: true }),
    response: templates,
    access: write,
    tag,
  }),
  removeTemplate: defineEndpoint({
    method: 'DELETE',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ id: idParamSchema() }),
    response: z.object({ deleted: z.literal(true) }),
    access: write,
    tag,
  }),
  resources: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Resources'),
    params: tenantPathParamsSchema,
    response: resources,
    access: read,
    tag,
  }),
  /** Sets the listed resources; an entry with an empty value removes that key. Answers the whole list. */
  saveResources: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Resources'),
    params: tenantPathParamsSchema,
    body: saveResourcesSchema,
    response: resources,
    access: write,
    tag,
  }),
};
