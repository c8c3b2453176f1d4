import type { DropdownList } from '@procura/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  categories,
  departments,
  divisions,
  dropdownOptions,
  projects,
  tenders,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The rows a project's references name, and who refers to a reference. */

export async function findDepartmentId(tx: Tx, customerId: number, id: number) {
  const [found] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.customerId, customerId), eq(departments.id, id)));
  return found;
}

export async function findDivisionDepartment(tx: Tx, customerId: number, id: number) {
  const [found] = await tx
    .select({ departmentId: divisions.departmentId })
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), eq(divisions.id, id)));
  return found;
}

/** Those of `ids` that name users of the agency not deleted. */
export function findLiveUserIds(tx: Tx, customerId: number, ids: number[]) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, ids), eq(users.deleted, false)));
}

/** Those of `ids` that name options of the agency's list `list`. */
export function findDropdownOptionIds(tx: Tx, customerId: number, list: DropdownList, ids: number[]) {
  return tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, list),
        inArray(dropdownOptions.id, ids),
      ),
    );
}

/** Those of `ids` that name the agency's categories (or commodity codes) of `kind`. */
export function findCategoryIds(tx: Tx, customerId: number, kind: 'category' | 'commodity', ids: number[]) {
  return tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.customerId, customerId), eq(categories.kind, kind), inArray(categories.id, ids)),
    );
}

export async function findProjectId(tx: Tx, customerId: number, id: number) {
  const [found] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.customerId, customerId), eq(projects.id, id)));
  return found;
}

export type ProjectReference =
  | { list: DropdownList; id: number }
  | { category: number }
  | { department: number }
  | { division: number };

/**
 * Whether any project of the agency (templates included) refers to `ref`: a list option, category
 * or commodity code, department or division. The control panel asks before deleting one, since
 * "a drop-down option cannot be deleted while used by projects" (001 §8).
 */
export async function isUsedByProjects(tx: Tx, customerId: number, ref: ProjectReference): Promise<boolean> {
  const scoped = eq(projects.customerId, customerId);
  let where: SQL | undefined;
  if ('category' in ref) {
    where = sql`(${ref.category} = any(${projects.categoryIds}) or ${ref.category} = any(${projects.commodityCodeIds}))`;
  } else if ('department' in ref) where = eq(projects.departmentId, ref.department);
  else if ('division' in ref) where = eq(projects.divisionId, ref.division);
  else {
    const onProject: Partial<Record<DropdownList, SQL>> = {
      term: eq(projects.termId, ref.id),
      leadAgencyName: eq(projects.leadAgencyNameId, ref.id),
      tradeAgreement: sql`${ref.id} = any(${projects.tradeAgreementIds})`,
    };
    const onSource: Partial<Record<DropdownList, string>> = {
      tenderType: 'typeId',
      irrevocablePeriod: 'irrevocablePeriodId',
    };
    const setting = onSource[ref.list];
    if (setting) {
      const [row] = await tx
        .select({ id: tenders.id })
        .from(tenders)
        .where(
          and(eq(tenders.customerId, customerId), sql`(${tenders.settings}->>${setting})::int = ${ref.id}`),
        )
        .limit(1);
      return row !== undefined;
    }
    where = onProject[ref.list];
    // A list projects do not hold (awards', contracts'): no project can be using its options.
    if (!where) return false;
  }
  const [row] = await tx.select({ id: projects.id }).from(projects).where(and(scoped, where)).limit(1);
  return row !== undefined;
}
