import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { departments, divisions } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type DepartmentRow = typeof departments.$inferSelect;
export type DivisionRow = typeof divisions.$inferSelect;

export async function findDepartments(tx: Tx, customerId: number): Promise<DepartmentRow[]> {
  return tx
    .select()
    .from(departments)
    .where(eq(departments.customerId, customerId))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
}

export async function findDepartment(
  tx: Tx,
  customerId: number,
  departmentId: number,
): Promise<DepartmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(tenantRow(departments.id, customerId, departmentId));
  return row;
}

/** Whether another department of the agency has this name, case-insensitively. */
export async function departmentNameTaken(
  tx: Tx,
  customerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.customerId, customerId),
        sql`lower(${departments.name}) = ${name.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertDepartment(tx: Tx, customerId: number, name: string): Promise<DepartmentRow> {
  const [row] = await tx.insert(departments).values({ customerId, name }).returning();
  if (!row) throw new Error('department insert returned nothing');
  return row;
}

export async function renameDepartment(tx: Tx, customerId: number, id: number, name: string): Promise<void> {
  await tx
    .update(departments)
    .set({ name })
    .where(tenantRow(departments.id, customerId, id));
}

/** Its divisions go with it (the foreign key cascades). */
export async function deleteDepartment(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(departments).where(tenantRow(departments.id, customerId, id));
}

/** The divisions of these departments, by name. */
export async function findDivisionsOf(
  tx: Tx,
  customerId: number,
  departmentIds: number[],
): Promise<DivisionRow[]> {
  if (!departmentIds.length) return [];
  return tx
    .select()
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), inArray(divisions.departmentId, departmentIds)))
    .orderBy(asc(sql`lower(${divisions.name})`), asc(divisions.id));
}

export async function findDivision(
  tx: Tx,
  customerId: number,
  divisionId: number,
): Promise<DivisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(divisions)
    .where(tenantRow(divisions.id, customerId, divisionId));
  return row;
}

/** Whether another division of the department has this name, case-insensitively. */
export async function divisionNameTaken(
  tx: Tx,
  customerId: number,
  departmentId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.customerId, customerId),
        eq(divisions.departmentId, departmentId),
        sql`lower(${divisions.name}) = ${name.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(divisions.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertDivision(
  tx: Tx,
  values: { customerId: number; departmentId: number; name: string },
): Promise<DivisionRow> {
  const [row] = await tx.insert(divisions).values(values).returning();
  if (!row) throw new Error('division insert returned nothing');
  return row;
}

export async function updateDivision(
  tx: Tx,
  customerId: number,
  id: number,
  values: { name: string; departmentId: number },
): Promise<void> {
  await tx
    .update(divisions)
    .set(values)
    .where(tenantRow(divisions.id, customerId, id));
}

export async function deleteDivision(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(divisions).where(tenantRow(divisions.id, customerId, id));
}
