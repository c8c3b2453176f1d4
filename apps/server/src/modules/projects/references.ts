import type { DropdownList, MessageKey, ProjectDetails, TenderInput } from '@procura/contract';
import { badRequest, type Problem } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import {
  findCategoryIds,
  findDepartmentId,
  findDivisionDepartment,
  findDropdownOptionIds,
  findLiveUserIds,
  findProjectId,
} from './reference-queries.ts';

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
    const found = await findDepartmentId(tx, customerId, details.departmentId);
    if (!found) missing('invalidDepartmentId', 'departmentId');
  }
  if (details.divisionId !== null) {
    const found = await findDivisionDepartment(tx, customerId, details.divisionId);
    if (!found) missing('invalidDivisionId', 'divisionId');
    else if (found.departmentId !== details.departmentId) {
      problems.push({ key: 'projectDivisionNotInDepartment', params: { field: 'divisionId' } });
    }
  }

  const people = unique([details.projectLeadId, details.departmentProjectLeadId]);
  if (people.length > 0) {
    const found = await findLiveUserIds(tx, customerId, people);
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
    const found = await findDropdownOptionIds(tx, customerId, list, ids);
    if (found.length !== ids.length) missing(key, field);
  }

  for (const [kind, ids, field] of [
    ['category', unique(details.categoryIds), 'categoryIds'],
    ['commodity', unique(details.commodityCodeIds), 'commodityCodeIds'],
  ] as const) {
    if (ids.length === 0) continue;
    const found = await findCategoryIds(tx, customerId, kind, ids);
    if (found.length !== ids.length) missing('invalidCategoryId', field);
  }

  if (details.linkedProjectId !== null) {
    const found = await findProjectId(tx, customerId, details.linkedProjectId);
    if (!found || details.linkedProjectId === projectId) missing('invalidProjectId', 'linkedProjectId');
  }

  if (problems.length > 0) throw badRequest(...problems);
}
