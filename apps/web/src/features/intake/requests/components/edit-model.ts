import type { IntakeRequest, IntakeRequestInput } from '@procura/contract';

/** The edit form's values: flat, as the inputs hold them (ids as strings, days as 'YYYY-MM-DD'). */
export type IntakeEditValues = {
  firstName: string;
  lastName: string;
  email: string;
  departmentId: string | null;
  divisionId: string | null;
  /** Null is 'Not sure'. */
  leadId: string | null;
  consultantFirstName: string;
  consultantLastName: string;
  consultantEmail: string;
  projectName: string;
  classification: string | null;
  bidType: string | null;
  description: string;
  applyToProject: string;
  categoryIds: string[];
  isSiteVisit: boolean;
  estimatedPostingDate: string;
  deliveryConstructionStartDate: string;
  supplierEmails: string;
  documentIds: number[];
  projectBudget: number | string;
  estimatedTotalProjectValue: number | string;
};

const idText = (id: number | null) => (id === null ? null : String(id));
const idOf = (text: string | null) => (text === null || text === '' ? null : Number(text));
const amountOf = (value: number | string) => (value === '' ? null : Number(value));

export function editValuesOf(request: IntakeRequest): IntakeEditValues {
  const { contactDetails: contact, projectDetail: detail, financialDetails: money } = request;
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    departmentId: idText(contact.departmentId),
    divisionId: idText(contact.divisionId),
    leadId: idText(contact.procurementLeadId),
    consultantFirstName: contact.consultant?.firstName ?? '',
    consultantLastName: contact.consultant?.lastName ?? '',
    consultantEmail: contact.consultant?.email ?? '',
    projectName: detail.projectName,
    classification: detail.classification,
    bidType: idText(detail.bidType),
    description: detail.description,
    applyToProject: detail.applyToProject,
    categoryIds: detail.categoryIds.map(String),
    isSiteVisit: detail.isSiteVisit,
    estimatedPostingDate: detail.estimatedPostingDate?.slice(0, 10) ?? '',
    deliveryConstructionStartDate: detail.deliveryConstructionStartDate?.slice(0, 10) ?? '',
    supplierEmails: detail.supplierEmails,
    documentIds: detail.documents.map((document) => document.id),
    projectBudget: money.projectBudget ?? '',
    estimatedTotalProjectValue: money.estimatedTotalProjectValue ?? '',
  };
}

/**
 * The body of PUT api/intake from the form; the locations are not edited here and go back as they
 * came. documentIds are the documents kept: the others are removed with their files.
 */
export function inputOf(values: IntakeEditValues, request: IntakeRequest): IntakeRequestInput {
  const consultant = {
    firstName: values.consultantFirstName,
    lastName: values.consultantLastName,
    email: values.consultantEmail,
  };
  const hasConsultant = Object.values(consultant).some((part) => part.trim() !== '');
  return {
    contactDetails: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      departmentId: idOf(values.departmentId),
      divisionId: idOf(values.divisionId),
      procurementLeadId: idOf(values.leadId),
      consultant: hasConsultant ? consultant : null,
    },
    projectDetail: {
      projectName: values.projectName,
      classification: values.classification as IntakeRequest['projectDetail']['classification'],
      description: values.description,
      bidType: idOf(values.bidType),
      applyToProject: values.applyToProject,
      categoryIds: values.categoryIds.map(Number),
      isSiteVisit: values.isSiteVisit,
      locations: request.projectDetail.locations,
      estimatedPostingDate: values.estimatedPostingDate || null,
      deliveryConstructionStartDate: values.deliveryConstructionStartDate || null,
      supplierEmails: values.supplierEmails,
      documentIds: values.documentIds,
    },
    financialDetails: {
      projectBudget: amountOf(values.projectBudget),
      estimatedTotalProjectValue: amountOf(values.estimatedTotalProjectValue),
    },
  };
}

/** The form field of a schema path ('contactDetails.consultant.email' is consultantEmail). */
export function fieldOfPath(path: string): keyof IntakeEditValues | null {
  const [, field, sub] = path.split('.');
  if (field === 'consultant' && sub)
    return `consultant${sub[0]?.toUpperCase()}${sub.slice(1)}` as keyof IntakeEditValues;
  if (field === 'procurementLeadId') return 'leadId';
  return (field as keyof IntakeEditValues | undefined) ?? null;
}

/** Server refusals by catalogue key, under the field they concern. */
export const intakeRefusalFields: Record<string, keyof IntakeEditValues> = {
  intakeDepartmentInvalid: 'departmentId',
  intakeDivisionInvalid: 'divisionId',
  intakeLeadInvalid: 'leadId',
  intakeBidTypeInvalid: 'bidType',
  intakeCategoryInvalid: 'categoryIds',
  intakePostingAfterStart: 'estimatedPostingDate',
  intakeDateInvalid: 'estimatedPostingDate',
  intakeSupplierEmailsInvalid: 'supplierEmails',
  intakeDocumentInvalid: 'documentIds',
  errorInvalidEmail: 'email',
};
