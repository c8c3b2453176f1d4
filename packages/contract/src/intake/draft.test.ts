import { describe, expect, it } from 'vitest';
import { intakeProjectDraft } from './draft.ts';
import type { IntakeRequest } from './request.ts';

const request: IntakeRequest = {
  id: 9,
  nodeId: 1,
  reference: 'IR-000009',
  contactDetails: {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@city.ca',
    departmentId: 4,
    divisionId: 5,
    procurementLeadId: 6,
    consultant: null,
    department: { id: 4, name: 'Public Works' },
    division: { id: 5, name: 'Roads' },
    procurementLead: { id: 6, name: 'Pat Buyer' },
  },
  projectDetail: {
    projectName: 'Road resurfacing',
    classification: 'Construction',
    description: 'Resurface Main St',
    bidType: 3,
    bidTypeName: 'RFT',
    applyToProject: '',
    categoryIds: [11, 12],
    categories: [],
    isSiteVisit: true,
    locations: [
      { streetAddress: '100 Main St', unit: '', city: 'Ottawa', province: 'ON', postalCode: '', country: '' },
      { streetAddress: '', unit: '', city: '', province: '', postalCode: '', country: '' },
    ],
    estimatedPostingDate: '2026-12-01T12:00:00',
    deliveryConstructionStartDate: '2027-03-01T00:00:00',
    supplierEmails: 'a@x.ca;b@y.com',
    documentIds: [],
    documents: [],
    status: 2,
    declineReason: null,
    dateCreatedUtc: '2026-11-29T10:00:00.000Z',
    modifiedByUserId: null,
    dateModifiedUtc: null,
  },
  financialDetails: { projectBudget: 100000, estimatedTotalProjectValue: 300000 },
  projectId: null,
  allowedActions: ['createProject'],
};

describe('a project draft from an intake request (001 §3)', () => {
  it('puts each field where the spec puts it', () => {
    const draft = intakeProjectDraft(request);
    expect(draft).toMatchObject({
      intakeRequestId: 9,
      projectName: 'Road resurfacing',
      projectDepartment: 4,
      divisionCategory: 5,
      teamLead: 6,
      users: [6],
    });
    expect(draft.sourceDetails).toMatchObject({
      type: 3,
      bidClassification: 'Construction',
      bidMeetings: true,
      categories: [11, 12],
      dateAvailable: '2026-12-01T12:00:00',
      estimatedAnnualValue: 100000,
      estimatedValue: 300000,
      initialPurchasingStartDate: '2027-03-01T00:00:00',
    });
  });

  it('makes meeting locations with the joined address, not required, dated 9999-12-31', () => {
    expect(intakeProjectDraft(request).sourceDetails.meetingLocations).toEqual([
      { location: '100 Main St, Ottawa, ON', required: false, startDate: '9999-12-31T23:59:59' },
    ]);
  });

  it('invites each supplier email', () => {
    expect(intakeProjectDraft(request).sourceDetails.vendorInvitationListNew).toEqual([
      { email: 'a@x.ca', isEmailInvitee: true },
      { email: 'b@y.com', isEmailInvitee: true },
    ]);
  });

  it('leaves the team empty when the lead is Not sure', () => {
    const notSure = { ...request, contactDetails: { ...request.contactDetails, procurementLeadId: null } };
    expect(intakeProjectDraft(notSure)).toMatchObject({ teamLead: null, users: [] });
  });
});
