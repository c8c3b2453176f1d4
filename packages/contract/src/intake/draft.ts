/**
 * A project draft from an approved intake request (001 §3 "New project draft from intake"; 000
 * §4: source method Public or Limited). The server builds the project from it; the wizard shows
 * it before the buyer creates the project.
 */
import { noDateSentinel } from '../dashboard/ranges.ts';
import { type IntakeRequest, joinedAddress } from './request.ts';

export const intakeSourceMethods = ['Public', 'Limited'] as const;
export type IntakeSourceMethod = (typeof intakeSourceMethods)[number];

export type IntakeMeetingLocation = { location: string; required: false; startDate: typeof noDateSentinel };

export type IntakeProjectDraft = {
  intakeRequestId: number;
  projectName: string;
  projectDepartment: number | null;
  divisionCategory: number | null;
  teamLead: number | null;
  users: number[];
  sourceDetails: {
    type: number | null;
    bidClassification: string | null;
    bidMeetings: boolean;
    description: string;
    categories: number[];
    dateAvailable: string | null;
    estimatedAnnualValue: number | null;
    estimatedValue: number | null;
    meetingLocations: IntakeMeetingLocation[];
    vendorInvitationListNew: { email: string; isEmailInvitee: true }[];
    initialPurchasingStartDate: string | null;
  };
};

/** The draft the request makes: each field where 001 §3 puts it. */
export function intakeProjectDraft(request: IntakeRequest): IntakeProjectDraft {
  const { contactDetails: contact, projectDetail: detail, financialDetails: money } = request;
  const lead = contact.procurementLeadId;
  return {
    intakeRequestId: request.id,
    projectName: detail.projectName,
    projectDepartment: contact.departmentId,
    divisionCategory: contact.divisionId,
    teamLead: lead,
    users: lead === null ? [] : [lead],
    sourceDetails: {
      type: detail.bidType,
      bidClassification: detail.classification,
      bidMeetings: detail.isSiteVisit,
      description: detail.description,
      categories: detail.categoryIds,
      dateAvailable: detail.estimatedPostingDate,
      estimatedAnnualValue: money.projectBudget,
      estimatedValue: money.estimatedTotalProjectValue,
      meetingLocations: detail.locations
        .map(joinedAddress)
        .filter(Boolean)
        .map((location) => ({ location, required: false, startDate: noDateSentinel })),
      vendorInvitationListNew: detail.supplierEmails
        .split(';')
        .filter(Boolean)
        .map((email) => ({ email, isEmailInvitee: true })),
      initialPurchasingStartDate: detail.deliveryConstructionStartDate,
    },
  };
}
