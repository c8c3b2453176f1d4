import type { DropdownList } from '@procura/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  categories,
  departments,
  divisions,
  dropdownOptions,
  intakeRequests,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the public form (issue 24 §1): what the form offers (departments with their divisions,
 * procurement leads, bid types, categories), the checks that a request names only those, the
 * request's insert and the team members told of it. Only what is active is offered or accepted.
 */

const tenderTypeList: DropdownList = 'tenderType';

/** The agency's departments, all of them or those of `ids`, by name. */
export function findDepartments(tx: Tx, customerId: number, ids: number[] | null) {
  return tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(eq(departments.customerId, customerId), ids === null ? undefined : inArray(departments.id, ids)),
    )
    .orderBy(asc(departments.name), asc(departments.id));
}

/** The divisions of the departments `departmentIds`, by name. */
export function findDivisions(tx: Tx, customerId: number, departmentIds: number[]) {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: divisions.id, name: divisions.name, departmentId: divisions.departmentId })
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), inArray(divisions.departmentId, departmentIds)))
    .orderBy(asc(divisions.name), asc(divisions.id));
}

/** The department a division belongs to, when the division is the agency's. */
export async function findDivisionDepartmentId(tx: Tx, customerId: number, divisionId: number) {
  const [row] = await tx
    .select({ departmentId: divisions.departmentId })
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), eq(divisions.id, divisionId)));
  return row?.departmentId ?? null;
}

/** Users who may be mailed or named: active and not deleted. */
const liveUser = (customerId: number): SQL =>
  and(eq(users.customerId, customerId), eq(users.inActive, false), eq(users.deleted, false)) as SQL;

/**
 * The agency's procurement leads: its live purchasers (users belong to the agency, not a node,
 * so every node offers the same people). Ids and names only: the form is public.
 */
export function findProcurementLeads(tx: Tx, customerId: number, ids?: number[]) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(liveUser(customerId), eq(users.purchaser, true), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The live users among `ids`, with what a mail to them needs. */
export function findMailableUsers(tx: Tx, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(liveUser(customerId), inArray(users.id, ids)))
    .orderBy(asc(users.id));
}

/** The agency's active bid types (its TenderType list), in the list's order; or those of `ids`. */
export function findBidTypes(tx: Tx, customerId: number, ids?: number[]) {
  return tx
    .select({ id: dropdownOptions.id, name: dropdownOptions.name })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, tenderTypeList),
        eq(dropdownOptions.active, true),
        ids ? inArray(dropdownOptions.id, ids) : undefined,
      ),
    )
    .orderBy(asc(dropdownOptions.sortOrder), asc(dropdownOptions.name));
}

/** The agency's active categories (not commodity codes), by code; or those of `ids`. */
export function findActiveCategories(tx: Tx, customerId: number, ids?: number[]) {
  return tx
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(
      and(
        eq(categories.customerId, customerId),
        eq(categories.kind, 'category'),
        eq(categories.active, true),
        ids ? inArray(categories.id, ids) : undefined,
      ),
    )
    .orderBy(asc(categories.code), asc(categories.id));
}

export type NewIntakeRequest = typeof intakeRequests.$inferInsert;

/** Inserts a request; answers its id. */
export async function insertIntakeRequest(tx: Tx, values: NewIntakeRequest): Promise<number> {
  const [row] = await tx.insert(intakeRequests).values(values).returning({ id: intakeRequests.id });
  if (!row) throw new Error('intake request insert returned nothing');
  return row.id;
}
