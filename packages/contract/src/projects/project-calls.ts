/**
 * The query strings and answers of the project calls themselves (GET /Projects, status, Copy,
 * Convert, ProjectsProperties, the links), beside the project's own schemas in schemas.ts.
 */
import { z } from 'zod';
import { idParamSchema } from '../validation/ids.ts';
import { booleanQuerySchema } from '../validation/query.ts';
import { createProjectSchema, userRefSchema } from './schemas.ts';
import { projectStatuses } from './status.ts';

/** The project a call on one project names in its query (`?projectId`). */
export const projectQuerySchema = z.object({ projectId: idParamSchema() });

/** PUT /Projects/status?projectId&status: the status wanted (the body carries the reason). */
export const projectStatusQuerySchema = projectQuerySchema.extend({ status: z.enum(projectStatuses) });

/** `?copyFormsInstructions` of Copy and Convert: whether the forms' instructions are copied too. */
export const copyFormsQuerySchema = z.object({ copyFormsInstructions: booleanQuerySchema.default(false) });

/** POST /Projects/Convert?projectId&copyFormsInstructions: a planned notice becomes a new project. */
export const convertProjectQuerySchema = projectQuerySchema.extend(copyFormsQuerySchema.shape);

/** POST /Projects/Copy: the copy's name and number; TEMPLATE is "Save as Template". */
export const copyProjectSchema = z.object({
  projectId: idParamSchema(),
  name: z.string().trim().min(1, 'nameRequired').max(300),
  number: createProjectSchema.shape.number,
  type: z.enum(['SOURCE', 'TEMPLATE']).default('SOURCE'),
});
export type CopyProject = z.input<typeof copyProjectSchema>;

const labelledSchema = z.object({ value: z.string(), label: z.string() });

/** GET /Projects/ProjectsProperties: the choices of the project forms, and the agency's people. */
export const projectsPropertiesSchema = z.object({
  statuses: z.array(labelledSchema),
  procurementMethods: z.array(labelledSchema),
  classifications: z.array(labelledSchema),
  phases: z.array(z.string()),
  types: z.array(z.string()),
  blueprints: z.array(z.string()),
  limitedTypes: z.array(z.string()),
  negotiationTypes: z.array(z.string()),
  allowInformal: z.boolean(),
  /** Active people of the agency, for the procurement-lead and department-lead pickers. */
  people: z.array(userRefSchema),
});
export type ProjectsProperties = z.infer<typeof projectsPropertiesSchema>;

/** A project link (Share, HTML, WebDemo): the server's URL, empty when it has none. */
export const projectLinkSchema = z.object({ url: z.string() });
