import type { DropdownList, MessageKey, ProjectDetails, TenderInput } from '@procura/contract';
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
import { badRequest, type Problem } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';

const unique = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

/**
 * Refuses a project whose references name nothing of this agency: a department, division, person,
 * list option, category or linked project that does not exist here is a 400 with its message, and
 * a division must belong to the chosen department.
 */
export async function checkProjectReferences(
  tx: Tx,
  customerId: number,
  projectId: number | null,
  details: ProjectDetails,
  tender: Pick<TenderInput, 'typeId' | 'irrevocablePeriodId'>,
): Promise<void> {
  const problems: Problem[] = [];
  const missing = (key: MessageKey, field: string) => problems.push({ key, params: { field } });

  if (details.departmentId !== null) {
    const [found] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.customerId, customerId), eq(departments.id, details.departmentId)));
    if (!found) missing('invalidDepartmentId', 'departmentId');
  }
  if (details.divisionId !== null) {
    const [found] = await tx
      .select({ departmentId: divisions.departmentId })
      .from(divisions)
      .where(and(eq(divisions.customerId, customerId), eq(divisions.id, details.divisionId)));
    if (!found) missing('invalidDivisionId', 'divisionId');
    else if (found.departmentId !== details.departmentId) {
      problems.push({ key: 'projectDivisionNotInDepartment', params: { field: 'divisionId' } });
    }
  }

  const people = unique([details.projectLeadId, details.departmentProjectLeadId]);
  if (people.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerId, customerId), inArray(users.id, people), eq(users.deleted, false)));
    if (found.length !== people.length) missing('invalidUserId', 'projectLeadId');
  }

  const options: [DropdownList, number[], MessageKey, string][] = [
    ['term', unique([details.termId]), 'invalidTermId', 'termId'],
    ['leadAgencyName', unique([details.leadAgencyNameId]), 'invalidParameter', 'leadAgencyNameId'],
    ['tradeAgreement', unique(details.tradeAgreementIds), 'invalidTradeAgreementId', 'tradeAgreementIds'],
    ['tenderType', unique([tender.typeId]), 'invalidTenderTypeId', 'typeId'],
    ['irrevocablePeriod', unique([tender.irrevocablePeriodId]), 'invalidParameter', 'irrevocablePeriodId'],
  ];
  for (const [list, ids, key, field] of options) {
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: dropdownOptions.id })
      .from(dropdownOptions)
      .where(
        and(
          eq(dropdownOptions.customerId, customerId),
          eq(dropdownOptions.list, list),
          inArray(dropdownOptions.id, ids),
        ),
      );
    if (found.length !== ids.length) missing(key, field);
  }

  for (const [kind, ids, field] of [
    ['category', unique(details.categoryIds), 'categoryIds'],
    ['commodity', unique(details.commodityCodeIds), 'commodityCodeIds'],
  ] as const) {
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.customerId, customerId), eq(categories.kind, kind), inArray(categories.id, ids)),
      );
    if (found.length !== ids.length) missing('invalidCategoryId', field);
  }

  if (details.linkedProjectId !== null) {
    const [found] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.customerId, customerId), eq(projects.id, details.linkedProjectId)));
    if (!found || details.linkedProjectId === projectId) missing('invalidProjectId', 'linkedProjectId');
  }

  if (problems.length > 0) throw badRequest(...problems);
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
  }
  const [row] = await tx.select({ id: projects.id }).from(projects).where(and(scoped, where)).limit(1);
  return row !== undefined;
}
