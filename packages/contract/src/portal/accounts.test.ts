import { describe, expect, it } from 'vitest';
import {
  registerSupplierSchema,
  saveVendorContactSchema,
  supplierAccountRules,
  vendorProfileInputSchema,
} from './accounts.ts';

const keysOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('supplier account schemas', () => {
  const valid = {
    company: { companyName: ' Acme ' },
    contact: { firstName: 'Ada', lastName: 'Stone', email: 'ada@acme.test' },
    password: 'Sturdy-Pass-42!',
  };

  it('fills defaults and trims the company', () => {
    const parsed = registerSupplierSchema.parse(valid);
    expect(parsed.company).toMatchObject({
      companyName: 'Acme',
      city: '',
      isLocalVendor: false,
      categories: [],
    });
    expect(parsed.contact).toMatchObject({ phone: '', title: '' });
  });

  it('names each failure with a catalogue key', () => {
    const result = registerSupplierSchema.safeParse({
      company: { companyName: '' },
      contact: { firstName: '', lastName: 'x', email: 'nope' },
      password: 'Password1!',
    });
    expect(keysOf(result)).toEqual(
      expect.arrayContaining([
        'company.companyName:requiredField',
        'contact.firstName:requiredField',
        'contact.email:errorInvalidEmail',
        'password:passwordNotComplex',
      ]),
    );
  });

  it('needs a classification from a certified diverse supplier, and drops it otherwise', () => {
    expect(
      keysOf(vendorProfileInputSchema.safeParse({ companyName: 'A', certifiedDiverseSupplier: true })),
    ).toEqual(['diversityClassification:requiredField']);
    expect(
      vendorProfileInputSchema.parse({ companyName: 'A', diversityClassification: 'Women-owned' })
        .diversityClassification,
    ).toBe('');
    expect(
      vendorProfileInputSchema.safeParse({ companyName: 'A', diversityClassification: 'Other' }).success,
    ).toBe(false);
  });

  it('keeps each category once and refuses over-long text', () => {
    expect(vendorProfileInputSchema.parse({ companyName: 'A', categories: [3, 3, 4] }).categories).toEqual([
      3, 4,
    ]);
    expect(keysOf(vendorProfileInputSchema.safeParse({ companyName: 'x'.repeat(201) }))).toEqual([
      'companyName:supplierFieldTooLong',
    ]);
  });

  it('reads a contact as not primary unless asked', () => {
    expect(
      saveVendorContactSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.test' }).isPrimary,
    ).toBe(false);
    expect(supplierAccountRules.maxContacts).toBe(10);
  });
});
