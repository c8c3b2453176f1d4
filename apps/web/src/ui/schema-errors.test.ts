import { accountInfoSchema, projectSettingsSchema, saveDropdownOptionSchema } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schema-errors.ts';

const settings = {
  autoGenerateProjectNumber: true,
  projectNumberPrefix: 'RFP-',
  projectNumberPadding: 4,
  nextProjectNumber: 1,
  notificationMonths: 3,
  submissionsRequiredToUnseal: 1,
  optionalRows: 0,
};

describe('schemaErrors', () => {
  it('answers nothing for a valid value', () => {
    expect(schemaErrors(projectSettingsSchema, settings)).toEqual({});
  });

  it('speaks the catalogue where the schema names a key, and a range as a range', () => {
    expect(
      schemaErrors(projectSettingsSchema, {
        ...settings,
        projectNumberPrefix: 'A/B',
        projectNumberPadding: 15,
        nextProjectNumber: Number.NaN,
        optionalRows: -1,
      }),
    ).toEqual({
      projectNumberPrefix: expect.stringContaining('The number may not contain any of'),
      projectNumberPadding: 'Enter 14 or less.',
      nextProjectNumber: 'This field is required.',
      optionalRows: 'Enter 0 or more.',
    });
  });

  it('replaces zod’s English with a translated length limit, and prefixes list paths', () => {
    const errors = schemaErrors(accountInfoSchema, { accountName: 'x'.repeat(201) });
    expect(errors.accountName).toBe('Use at most 200 characters.');
    expect(schemaErrors(saveDropdownOptionSchema, { name: ' ' }, 'rows.0.')).toEqual({
      'rows.0.name': 'Name is required.',
    });
  });
});
