import { type intakeRequestInputSchema, intakeStoredDate } from '@procura/contract';
import type { z } from 'zod';
import type { intakeRequests } from '../../db/schema/index.ts';

/**
 * The columns a request's form fields are stored in, one mapping for the public submission and
 * procurement's corrections: the consultant's columns stay empty when no consultant was named,
 * days carry the time of day 001 §5 gives them, money is kept to the cent.
 */

export type IntakeRequestInputValues = z.output<typeof intakeRequestInputSchema>;
export type IntakeRequestColumns = Omit<
  typeof intakeRequests.$inferInsert,
  'customerId' | 'id' | 'nodeId' | 'status' | 'dateCreatedUtc'
>;

const moneyOf = (amount: number | null) => (amount === null ? null : amount.toFixed(2));

export function requestColumns(input: IntakeRequestInputValues): IntakeRequestColumns {
  const { contactDetails: contact, projectDetail: detail, financialDetails: money } = input;
  const consultant = contact.consultant;
  const named =
    consultant !== null && [consultant.firstName, consultant.lastName, consultant.email].some(Boolean);
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    departmentId: contact.departmentId,
    divisionId: contact.divisionId,
    procurementLeadId: contact.procurementLeadId,
    consultantFirstName: named ? consultant.firstName : null,
    consultantLastName: named ? consultant.lastName : null,
    consultantEmail: named ? consultant.email : null,
    projectName: detail.projectName,
    classification: detail.classification,
    description: detail.description,
    bidTypeId: detail.bidType,
    applyToProject: detail.applyToProject,
    categoryIds: [...new Set(detail.categoryIds)],
    isSiteVisit: detail.isSiteVisit,
    locations: detail.locations,
    estimatedPostingDate: intakeStoredDate(detail.estimatedPostingDate, 'noon'),
    deliveryConstructionStartDate: intakeStoredDate(detail.deliveryConstructionStartDate, 'midnight'),
    supplierEmails: detail.supplierEmails,
    projectBudget: moneyOf(money.projectBudget),
    estimatedTotalProjectValue: moneyOf(money.estimatedTotalProjectValue),
  };
}
