import {
  createDepartmentSchema,
  createDivisionSchema,
  departmentSchema,
  divisionSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  renameDepartmentSchema,
  updateDivisionSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as departments from './service.ts';

const tags = ['Departments and divisions'];
const idQuery = idParamSchema();
const departmentsResponse = { 200: envelopeSchema('department', departmentSchema) };
const divisionsResponse = { 200: envelopeSchema('division', divisionSchema) };
/** Many screens list departments: any user of the agency reads them; the control panel changes them. */
const read = tenantAccess(null);
const manage = tenantAccess('control-panel', 'act');

function fieldsOf(value: string | undefined) {
  const fields = (value ?? '').split(',').map((f) => f.trim().toLowerCase());
  return { divisions: fields.includes('divisions'), userGroups: fields.includes('usergroups') };
}

/** Departments and divisions (001 §7 Categories, departments, lists). */
export function departmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Departments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ 'filter.fields': z.string().max(200).optional() }),
          response: departmentsResponse,
        },
        config: { access: read },
      },
      async (request) =>
        envelope(
          'department',
          await departments.listDepartments(ctx, actorOf(request), fieldsOf(request.query['filter.fields'])),
        ),
    );

    app.get(
      `${tenantPrefix}/Departments/All`,
      {
        schema: { tags, params: tenantParamsSchema, response: departmentsResponse },
        config: { access: read },
      },
      async (request) =>
        envelope(
          'department',
          await departments.listDepartments(ctx, actorOf(request), { divisions: true, userGroups: false }),
        ),
    );

    app.post(
      `${tenantPrefix}/Departments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: createDepartmentSchema,
          response: departmentsResponse,
        },
        config: { access: manage },
      },
      async (request) =>
        envelope('department', [
          await departments.createDepartment(ctx, actorOf(request), request.body.name),
        ]),
    );

    app.put(
      `${tenantPrefix}/Departments/UpdateName`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: renameDepartmentSchema,
          response: departmentsResponse,
        },
        config: { access: manage },
      },
      async (request) =>
        envelope('department', [await departments.renameDepartment(ctx, actorOf(request), request.body)]),
    );

    app.delete(
      `${tenantPrefix}/Departments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ departmentId: idQuery }),
          response: departmentsResponse,
        },
        config: { access: manage },
      },
      async (request) =>
        envelope('department', [
          await departments.deleteDepartment(ctx, actorOf(request), request.query.departmentId),
        ]),
    );

    app.get(
      `${tenantPrefix}/Divisions`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ departmentId: idQuery }),
          response: divisionsResponse,
        },
        config: { access: read },
      },
      async (request) =>
        envelope(
          'division',
          await departments.listDivisions(ctx, actorOf(request), request.query.departmentId),
        ),
    );

    app.post(
      `${tenantPrefix}/Divisions`,
      {
        schema: { tags, params: tenantParamsSchema, body: createDivisionSchema, response: divisionsResponse },
        config: { access: manage },
      },
      async (request) =>
        envelope('division', [await departments.createDivision(ctx, actorOf(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/Divisions`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateDivisionSchema, response: divisionsResponse },
        config: { access: manage },
      },
      async (request) =>
        envelope('division', [await departments.updateDivision(ctx, actorOf(request), request.body)]),
    );

    app.delete(
      `${tenantPrefix}/Divisions`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ divisionId: idQuery }),
          response: divisionsResponse,
        },
        config: { access: manage },
      },
      async (request) =>
        envelope('division', [
          await departments.deleteDivision(ctx, actorOf(request), request.query.divisionId),
        ]),
    );
  };
}
