import {
  type IntakeLocation,
  type IntakeSubmission,
  intakeDatesInOrder,
  intakeSubmissionSchema,
  splitSupplierEmails,
} from '@procura/contract';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { IntakeLinkRef } from '../api/public-queries.ts';

/**
 * The public form's values, shaped as the submission is so the contract's field paths
 * ('projectDetail.locations.0.city') are the form's paths too. Choices are the selects' strings
 * and empty numbers and days are '', until toSubmission reads them.
 */
export const notSureLead = 'not-sure';

export type IntakeFormValues = {
  contactDetails: {
    firstName: string;
    lastName: string;
    email: string;
    departmentId: string | null;
    divisionId: string | null;
    /** An id, or notSureLead for 'Not sure' (sent as null, 001 §9). */
    procurementLeadId: string;
    consultant: { firstName: string; lastName: string; email: string };
  };
  projectDetail: {
    projectName: string;
    classification: string | null;
    description: string;
    bidType: string | null;
    applyToProject: string;
    categoryIds: string[];
    isSiteVisit: boolean;
    locations: IntakeLocation[];
    estimatedPostingDate: string;
    deliveryConstructionStartDate: string;
    supplierEmails: string;
  };
  financialDetails: { projectBudget: number | string; estimatedTotalProjectValue: number | string };
  /** The honeypot: people never see it, so it stays ''. */
  website: string;
};

export const emptyLocation = (): IntakeLocation => ({
  streetAddress: '',
  unit: '',
  city: '',
  province: '',
  postalCode: '',
  country: '',
});

export function emptyIntakeForm(): IntakeFormValues {
  return {
    contactDetails: {
      firstName: '',
      lastName: '',
      email: '',
      departmentId: null,
      divisionId: null,
      procurementLeadId: notSureLead,
      consultant: { firstName: '', lastName: '', email: '' },
    },
    projectDetail: {
      projectName: '',
      classification: null,
      description: '',
      bidType: null,
      applyToProject: '',
      categoryIds: [],
      isSiteVisit: false,
      locations: [],
      estimatedPostingDate: '',
      deliveryConstructionStartDate: '',
      supplierEmails: '',
    },
    financialDetails: { projectBudget: '', estimatedTotalProjectValue: '' },
    website: '',
  };
}

const idOf = (value: string | null) => (value === null || value === '' ? null : Number(value));
const dayOf = (value: string) => (value === '' ? null : value);
const amountOf = (value: number | string) => (value === '' ? null : Number(value));

/** What POST api/intake is sent: the form read into the contract's shape. */
export function toSubmission(
  values: IntakeFormValues,
  link: IntakeLinkRef,
  documentTokens: string[],
): IntakeSubmission {
  const { contactDetails: contact, projectDetail: detail, financialDetails: money } = values;
  const consultant = contact.consultant;
  const hasConsultant = Object.values(consultant).some((part) => part.trim() !== '');
  return {
    customerId: link.customerId,
    nodeId: link.nodeId,
    contactDetails: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      departmentId: idOf(contact.departmentId),
      divisionId: idOf(contact.divisionId),
      procurementLeadId: contact.procurementLeadId === notSureLead ? null : idOf(contact.procurementLeadId),
      consultant: hasConsultant ? consultant : null,
    },
    projectDetail: {
      projectName: detail.projectName,
      classification: detail.classification as IntakeSubmission['projectDetail']['classification'],
      description: detail.description,
      bidType: idOf(detail.bidType),
      applyToProject: detail.applyToProject,
      categoryIds: detail.categoryIds.map(Number),
      isSiteVisit: detail.isSiteVisit,
      locations: detail.locations,
      estimatedPostingDate: dayOf(detail.estimatedPostingDate),
      deliveryConstructionStartDate: dayOf(detail.deliveryConstructionStartDate),
      supplierEmails: detail.supplierEmails,
    },
    financialDetails: {
      projectBudget: amountOf(money.projectBudget),
      estimatedTotalProjectValue: amountOf(money.estimatedTotalProjectValue),
    },
    documentTokens,
    website: values.website,
  };
}

/**
 * The form's field messages, by the contract's rules. The date order and the supplier emails are
 * also checked on their own, so each shows even while a required field elsewhere is empty.
 */
export function validateIntakeForm(values: IntakeFormValues, link: IntakeLinkRef): Record<string, string> {
  const errors = schemaErrors(intakeSubmissionSchema, toSubmission(values, link, []));
  const detail = values.projectDetail;
  const dates = {
    estimatedPostingDate: dayOf(detail.estimatedPostingDate),
    deliveryConstructionStartDate: dayOf(detail.deliveryConstructionStartDate),
  };
  if (!intakeDatesInOrder(dates)) {
    errors['projectDetail.estimatedPostingDate'] ??= 'intakePostingAfterStart';
  }
  if (!splitSupplierEmails(detail.supplierEmails).valid) {
    errors['projectDetail.supplierEmails'] ??= 'intakeSupplierEmailsInvalid';
  }
  return errors;
}

/** The server's refusals that belong to one field (001 §8), by catalogue key. */
export const intakeFieldOfKey: Record<string, string> = {
  errorInvalidEmail: 'contactDetails.email',
  intakeDepartmentInvalid: 'contactDetails.departmentId',
  intakeDivisionInvalid: 'contactDetails.divisionId',
  intakeLeadInvalid: 'contactDetails.procurementLeadId',
  intakeBidTypeInvalid: 'projectDetail.bidType',
  intakeCategoryInvalid: 'projectDetail.categoryIds',
  intakePostingAfterStart: 'projectDetail.estimatedPostingDate',
  intakeDateInvalid: 'projectDetail.estimatedPostingDate',
  intakeSupplierEmailsInvalid: 'projectDetail.supplierEmails',
};
