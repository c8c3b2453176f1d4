import { departmentsEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as departments from './service.ts';

function fieldsOf(value: string | undefined) {
  const fields = (value ?? '').split(',').map((f) => f.trim().toLowerCase());
  return { divisions: fields.includes('divisions'), userGroups: fields.includes('usergroups') };
}

/** Departments and divisions (001 §7 Categories, departments, lists). */
export function departmentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, departmentsEndpoints.list, async (request) =>
      envelope(
        'department',
        await departments.listDepartments(ctx, actorOf(request), fieldsOf(request.query['filter.fields'])),
      ),
    );

    registerEndpoint(app, departmentsEndpoints.all, async (request) =>
      envelope(
        'department',
        await departments.listDepartments(ctx, actorOf(request), { divisions: true, userGroups: false }),
      ),
    );

    registerEndpoint(app, departmentsEndpoints.create, async (request) =>
      envelope('department', [await departments.createDepartment(ctx, actorOf(request), request.body.name)]),
    );

    registerEndpoint(app, departmentsEndpoints.rename, async (request) =>
      envelope('department', [await departments.renameDepartment(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, departmentsEndpoints.remove, async (request) =>
      envelope('department', [
        await departments.deleteDepartment(ctx, actorOf(request), request.query.departmentId),
      ]),
    );

    registerEndpoint(app, departmentsEndpoints.divisions, async (request) =>
      envelope(
        'division',
        await departments.listDivisions(ctx, actorOf(request), request.query.departmentId),
      ),
    );

    registerEndpoint(app, departmentsEndpoints.createDivision, async (request) =>
      envelope('division', [await departments.createDivision(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, departmentsEndpoints.updateDivision, async (request) =>
      envelope('division', [await departments.updateDivision(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, departmentsEndpoints.removeDivision, async (request) =>
      envelope('division', [
        await departments.deleteDivision(ctx, actorOf(request), request.query.divisionId),
      ]),
    );
  };
}
