/** Departments and divisions (001 §7 Categories, departments, lists), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createDepartmentSchema,
  createDivisionSchema,
  departmentSchema,
  divisionSchema,
  renameDepartmentSchema,
  updateDivisionSchema,
} from '../settings/departments.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Departments and divisions';
const departments = envelopeSchema('department', departmentSchema);
const divisions = envelopeSchema('division', divisionSchema);
/** Many screens list departments: any user of the agency reads them; the control panel changes them. */
const read = tenantEndpoint(null);
const manage = tenantEndpoint('control-panel', 'act');

export const departmentsEndpoints = {
  /** `filter.fields` names what comes along: `Divisions`, `UserGroups` (comma-separated). */
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Departments'),
    params: tenantPathParamsSchema,
    query: z.object({ 'filter.fields': z.string().max(200).optional() }),
    response: departments,
    access: read,
    tag,
  }),
  /** Every department with its divisions. */
  all: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Departments/All'),
    params: tenantPathParamsSchema,
    response: departments,
    access: read,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Departments'),
    params: tenantPathParamsSchema,
    body: createDepartmentSchema,
    response: departments,
    access: manage,
    tag,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Departments/UpdateName'),
    params: tenantPathParamsSchema,
    body: renameDepartmentSchema,
    response: departments,
    access: manage,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Departments'),
    params: tenantPathParamsSchema,
    query: z.object({ departmentId: idParamSchema() }),
    response: departments,
    access: manage,
    tag,
  }),
  divisions: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Divisions'),
    params: tenantPathParamsSchema,
    query: z.object({ departmentId: idParamSchema() }),
    response: divisions,
    access: read,
    tag,
  }),
  createDivision: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Divisions'),
    params: tenantPathParamsSchema,
    body: createDivisionSchema,
    response: divisions,
    access: manage,
    tag,
  }),
  updateDivision: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Divisions'),
    params: tenantPathParamsSchema,
    body: updateDivisionSchema,
    response: divisions,
    access: manage,
    tag,
  }),
  removeDivision: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Divisions'),
    params: tenantPathParamsSchema,
    query: z.object({ divisionId: idParamSchema() }),
    response: divisions,
    access: manage,
    tag,
  }),
};
