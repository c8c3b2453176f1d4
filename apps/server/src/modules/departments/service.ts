import type { Department, Division } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { isUsedByProjects } from '../projects/index.ts';
import {
  type DepartmentRow,
  type DivisionRow,
  deleteDepartment as deleteDepartmentRow,
  deleteDivision as deleteDivisionRow,
  departmentNameTaken,
  divisionNameTaken,
  findDepartment,
  findDepartments,
  findDivision,
  findDivisionsOf,
  insertDepartment,
  insertDivision,
  renameDepartment as renameDepartmentRow,
  updateDivision as updateDivisionRow,
} from './queries.ts';

/**
 * An agency's departments and their divisions. Names are unique per agency (departments) and per
 * department (divisions), case-insensitively; a taken name answers nameAlreadyExists.
 */

const nameTaken = () => badRequest('nameAlreadyExists');

function presentDivision(row: DivisionRow): Division {
  return { id: row.id, departmentId: row.departmentId, name: row.name };
}

/** Runs a write; a name taken by a concurrent request answers as the check would have. */
async function write<T>(ctx: AppContext, customerId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTenant(ctx.db, customerId, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function requireDepartment(tx: Tx, customerId: number, id: number): Promise<DepartmentRow> {
  const row = await findDepartment(tx, customerId, id);
  if (!row) throw notFound();
  return row;
}

async function requireDivision(tx: Tx, customerId: number, id: number): Promise<DivisionRow> {
  const row = await findDivision(tx, customerId, id);
  if (!row) throw notFound();
  return row;
}

function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  event: { action: string; entityType: string; entityId: number; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    ...event,
  });
}

/** The agency's departments by name, with their divisions and groups when asked. */
export async function listDepartments(
  ctx: AppContext,
  actor: Actor,
  include: { divisions: boolean; userGroups: boolean },
): Promise<Department[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const rows = await findDepartments(tx, actor.customerId);
    const ids = rows.map((r) => r.id);
    const divisions = include.divisions ? await findDivisionsOf(tx, actor.customerId, ids) : [];
    const groups = include.userGroups ? await ctx.hooks.groupsOfDepartments(tx, actor.customerId, ids) : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...(include.divisions
        ? { divisions: divisions.filter((d) => d.departmentId === row.id).map(presentDivision) }
        : {}),
      ...(include.userGroups
        ? {
            userGroups: groups
              .filter((g) => g.departmentId === row.id)
              .map((g) => ({ id: g.id, name: g.name })),
          }
        : {}),
    }));
  });
}

export async function createDepartment(ctx: AppContext, actor: Actor, name: string): Promise<Department> {
  return write(ctx, actor.customerId, async (tx) => {
    if (await departmentNameTaken(tx, actor.customerId, name)) throw nameTaken();
    const row = await insertDepartment(tx, actor.customerId, name);
    await audit(tx, ctx, actor, {
      action: 'department.created',
      entityType: 'department',
      entityId: row.id,
      after: { name },
    });
    return { id: row.id, name: row.name, divisions: [] };
  });
}

export async function renameDepartment(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; name: string },
): Promise<Department> {
  return write(ctx, actor.customerId, async (tx) => {
    const row = await requireDepartment(tx, actor.customerId, input.id);
    if (await departmentNameTaken(tx, actor.customerId, input.name, row.id)) throw nameTaken();
    await renameDepartmentRow(tx, actor.customerId, row.id, input.name);
    await audit(tx, ctx, actor, {
      action: 'department.renamed',
      entityType: 'department',
      entityId: row.id,
      before: { name: row.name },
      after: { name: input.name },
    });
    return { id: row.id, name: input.name };
  });
}

/** Deletes a department and its divisions; refused while any group or project uses it or them. */
export async function deleteDepartment(ctx: AppContext, actor: Actor, id: number): Promise<Department> {
  return write(ctx, actor.customerId, async (tx) => {
    const row = await requireDepartment(tx, actor.customerId, id);
    if ((await ctx.hooks.groupsOfDepartments(tx, actor.customerId, [row.id])).length) {
      throw badRequest('dropdownOptionInUse');
    }
    const divisions = await findDivisionsOf(tx, actor.customerId, [row.id]);
    const used = [{ department: row.id }, ...divisions.map((d) => ({ division: d.id }))];
    for (const ref of used) {
      if (await isUsedByProjects(tx, actor.customerId, ref)) throw badRequest('dropdownOptionInUse');
    }
    await deleteDepartmentRow(tx, actor.customerId, row.id);
    await audit(tx, ctx, actor, {
      action: 'department.deleted',
      entityType: 'department',
      entityId: row.id,
      before: { name: row.name, divisions: divisions.map((d) => d.name) },
    });
    return { id: row.id, name: row.name };
  });
}

/** A department's divisions by name; 404 for a department the agency does not have. */
export async function listDivisions(
  ctx: AppContext,
  actor: Actor,
  departmentId: number,
): Promise<Division[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireDepartment(tx, actor.customerId, departmentId);
    return (await findDivisionsOf(tx, actor.customerId, [departmentId])).map(presentDivision);
  });
}

async function requireParent(tx: Tx, customerId: number, departmentId: number) {
  if (!(await findDepartment(tx, customerId, departmentId))) throw badRequest('invalidDepartmentId');
}

export async function createDivision(
  ctx: AppContext,
  actor: Actor,
  input: { departmentId: number; name: string },
): Promise<Division> {
  return write(ctx, actor.customerId, async (tx) => {
    await requireParent(tx, actor.customerId, input.departmentId);
    if (await divisionNameTaken(tx, actor.customerId, input.departmentId, input.name)) throw nameTaken();
    const row = await insertDivision(tx, { customerId: actor.customerId, ...input });
    await audit(tx, ctx, actor, {
      action: 'division.created',
      entityType: 'division',
      entityId: row.id,
      after: input,
    });
    return presentDivision(row);
  });
}

export async function updateDivision(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; name: string; departmentId?: number | undefined },
): Promise<Division> {
  return write(ctx, actor.customerId, async (tx) => {
    const row = await requireDivision(tx, actor.customerId, input.id);
    const departmentId = input.departmentId ?? row.departmentId;
    if (departmentId !== row.departmentId) await requireParent(tx, actor.customerId, departmentId);
    if (await divisionNameTaken(tx, actor.customerId, departmentId, input.name, row.id)) throw nameTaken();
    await updateDivisionRow(tx, actor.customerId, row.id, { name: input.name, departmentId });
    await audit(tx, ctx, actor, {
      action: 'division.updated',
      entityType: 'division',
      entityId: row.id,
      before: { name: row.name, departmentId: row.departmentId },
      after: { name: input.name, departmentId },
    });
    return { id: row.id, departmentId, name: input.name };
  });
}

export async function deleteDivision(ctx: AppContext, actor: Actor, id: number): Promise<Division> {
  return write(ctx, actor.customerId, async (tx) => {
    const row = await requireDivision(tx, actor.customerId, id);
    if (await isUsedByProjects(tx, actor.customerId, { division: row.id })) {
      throw badRequest('dropdownOptionInUse');
    }
    await deleteDivisionRow(tx, actor.customerId, row.id);
    await audit(tx, ctx, actor, {
      action: 'division.deleted',
      entityType: 'division',
      entityId: row.id,
      before: { name: row.name, departmentId: row.departmentId },
    });
    return presentDivision(row);
  });
}
