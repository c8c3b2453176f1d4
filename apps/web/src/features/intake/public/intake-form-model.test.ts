import { describe, expect, it } from 'vitest';
import {
  emptyIntakeForm,
  type IntakeFormValues,
  notSureLead,
  toSubmission,
  validateIntakeForm,
} from './intake-form-model.ts';

const link = { customerId: 7, nodeId: 70 };

function filled(change: (values: IntakeFormValues) => void = () => {}): IntakeFormValues {
  const values = emptyIntakeForm();
  values.contactDetails.firstName = 'Rae';
  values.contactDetails.lastName = 'Cole';
  values.contactDetails.email = 'rae@springfield.example';
  values.projectDetail.projectName = 'New playground';
  change(values);
  return values;
}

describe('the intake form model', () => {
  it('sends ids as numbers, Not sure and empty values as null, and no consultant when none is named', () => {
    const sent = toSubmission(
      filled((values) => {
        values.contactDetails.departmentId = '3';
        values.projectDetail.categoryIds = ['11', '12'];
        values.financialDetails.projectBudget = 1500;
      }),
      link,
      ['tok-1'],
    );
    expect(sent).toMatchObject({
      customerId: 7,
      nodeId: 70,
      contactDetails: { departmentId: 3, divisionId: null, procurementLeadId: null, consultant: null },
      projectDetail: {
        categoryIds: [11, 12],
        estimatedPostingDate: null,
        deliveryConstructionStartDate: null,
        bidType: null,
      },
      financialDetails: { projectBudget: 1500, estimatedTotalProjectValue: null },
      documentTokens: ['tok-1'],
      website: '',
    });
    expect(emptyIntakeForm().contactDetails.procurementLeadId).toBe(notSureLead);
  });

  it('sends a consultant once any part of one is given', () => {
    const sent = toSubmission(
      filled((values) => {
        values.contactDetails.consultant.lastName = 'Okafor';
      }),
      link,
      [],
    );
    expect(sent.contactDetails.consultant).toEqual({ firstName: '', lastName: 'Okafor', email: '' });
  });

  it('accepts a filled form', () => {
    expect(validateIntakeForm(filled(), link)).toEqual({});
  });

  it('names the required fields', () => {
    const errors = validateIntakeForm(emptyIntakeForm(), link);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'contactDetails.firstName',
        'contactDetails.email',
        'projectDetail.projectName',
      ]),
    );
  });

  it('refuses a posting date on or after the start date, even while other fields are empty', () => {
    const dates = (values: IntakeFormValues, posting: string, start: string) => {
      values.projectDetail.estimatedPostingDate = posting;
      values.projectDetail.deliveryConstructionStartDate = start;
    };
    const later = (values: IntakeFormValues) => dates(values, '2026-06-02', '2026-06-01');
    const same = (values: IntakeFormValues) => dates(values, '2026-06-01', '2026-06-01');
    const before = (values: IntakeFormValues) => dates(values, '2026-05-31', '2026-06-01');
    const message =
      'The estimated posting date must be before the delivery, service or construction start date.';
    expect(validateIntakeForm(filled(later), link)['projectDetail.estimatedPostingDate']).toBe(message);
    expect(validateIntakeForm(filled(same), link)['projectDetail.estimatedPostingDate']).toBe(message);
    expect(validateIntakeForm(filled(before), link)).toEqual({});
    const empty = emptyIntakeForm();
    later(empty);
    expect(validateIntakeForm(empty, link)['projectDetail.estimatedPostingDate']).toBeTruthy();
  });

  it("takes supplier emails separated by ';' and refuses commas or a doubled separator", () => {
    const emails = (text: string) =>
      validateIntakeForm(
        filled((values) => {
          values.projectDetail.supplierEmails = text;
        }),
        link,
      )['projectDetail.supplierEmails'];
    expect(emails('a@example.com; b@example.com;')).toBeUndefined();
    expect(emails('a@example.com, b@example.com')).toBeTruthy();
    expect(emails('a@example.com;;b@example.com')).toBeTruthy();
  });
});
