import type { IntakeSettingsInput, intakeRequestInputSchema, MessageKey } from '@procura/contract';
import type { z } from 'zod';
import { badRequest, type Problem } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import {
  findActiveCategories,
  findBidTypes,
  findDepartments,
  findDivisionDepartmentId,
  findProcurementLeads,
} from './public-queries.ts';

export type IntakeRequestValues = z.infer<typeof intakeRequestInputSchema>;

/**
 * Refuses a request that names anything the form would not have offered (issue 24 §1): a
 * department the agency does not offer, a division of another department, a lead who is not a live
 * purchaser, a bid type or category that is not active. Every problem is a 400 naming its field,
 * all of them at once. nodeId is the request's node: the people and lists are the agency's today,
 * kept in the signature so a node's own lists need no change at the callers.
 */
export async function checkIntakeReferences(
  tx: Tx,
  customerId: number,
  _nodeId: number,
  input: IntakeRequestValues,
  settings: IntakeSettingsInput,
): Promise<void> {
  const problems: Problem[] = [];
  const refuse = (key: MessageKey, field: string) => problems.push({ key, params: { field } });
  const { contactDetails: contact, projectDetail: detail } = input;

  if (contact.departmentId !== null) {
    const offered =
      settings.departmentIds.length === 0 || settings.departmentIds.includes(contact.departmentId);
    const found = offered ? await findDepartments(tx, customerId, [contact.departmentId]) : [];
    if (found.length === 0) refuse('intakeDepartmentInvalid', 'contactDetails.departmentId');
  }
  if (contact.divisionId !== null) {
    const departmentId = await findDivisionDepartmentId(tx, customerId, contact.divisionId);
    if (departmentId === null || departmentId !== contact.departmentId) {
      refuse('intakeDivisionInvalid', 'contactDetails.divisionId');
    }
  }
  if (contact.procurementLeadId !== null) {
    const found = await findProcurementLeads(tx, customerId, [contact.procurementLeadId]);
    if (found.length === 0) refuse('intakeLeadInvalid', 'contactDetails.procurementLeadId');
  }
  if (detail.bidType !== null) {
    const found = await findBidTypes(tx, customerId, [detail.bidType]);
    if (found.length === 0) refuse('intakeBidTypeInvalid', 'projectDetail.bidType');
  }
  const categoryIds = [...new Set(detail.categoryIds)];
  if (categoryIds.length > 0) {
    const found = await findActiveCategories(tx, customerId, categoryIds);
    if (found.length !== categoryIds.length) refuse('intakeCategoryInvalid', 'projectDetail.categoryIds');
  }

  if (problems.length > 0) throw badRequest(...problems);
}
