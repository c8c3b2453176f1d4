import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  type DiversityClassification,
  diversityClassifications,
  type SupplierCategory,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../ui/field-error.ts';
import { usePortalCategories } from '../../portal/index.ts';

/** The company fields of 000 §3 / 001 §3 a supplier keeps, as the forms hold them. */
export type CompanyValues = {
  companyName: string;
  relevantName: string;
  address1: string;
  address2: string;
  city: string;
  provinceState: string;
  postalCode: string;
  country: string;
  phone: string;
  phoneExtension: string;
  fax: string;
  website: string;
  hstNumber: string;
  isLocalVendor: boolean;
  categories: string[];
  previousCompanyName: string;
  certifiedDiverseSupplier: boolean;
  diversityClassification: string;
};

export const emptyCompany: CompanyValues = {
  companyName: '',
  relevantName: '',
  address1: '',
  address2: '',
  city: '',
  provinceState: '',
  postalCode: '',
  country: '',
  phone: '',
  phoneExtension: '',
  fax: '',
  website: '',
  hstNumber: '',
  isLocalVendor: false,
  categories: [],
  previousCompanyName: '',
  certifiedDiverseSupplier: false,
  diversityClassification: '',
};

/** The interface text of each classification the contract lists. */
const diversityLabel = {
  'Indigenous-owned': 'supplierDiversityIndigenous',
  'Women-owned': 'supplierDiversityWomen',
  'Minority-owned': 'supplierDiversityMinority',
  'Veteran-owned': 'supplierDiversityVeteran',
  'LGBTQ+-owned': 'supplierDiversityLgbtq',
  'Owned by persons with disabilities': 'supplierDiversityDisabilities',
  'Social enterprise': 'supplierDiversitySocial',
} as const satisfies Record<DiversityClassification, string>;

/** What the server takes: category ids as numbers, and a classification the contract lists. */
export function companyPayload(values: CompanyValues) {
  // The select offers only the listed classifications, so nothing else is ever chosen.
  const diversityClassification: DiversityClassification | '' =
    diversityClassifications.find((c) => c === values.diversityClassification) ?? '';
  return { ...values, categories: values.categories.map(Number), diversityClassification };
}

type InputProps = { value?: unknown; error?: unknown; onChange?: unknown; checked?: unknown };
type FormLike = { getInputProps(path: string, options?: { type?: 'checkbox' }): InputProps };

/**
 * The company fieldsets. `prefix` is where the values sit in the form ('company.' on the
 * registration form, '' on the profile form). Categories the agency no longer offers but the
 * company has stay listed (`kept`), so saving does not drop them.
 */
export function CompanyFields({
  form,
  prefix,
  agency,
  diverse,
  kept = [],
}: {
  form: FormLike;
  prefix: string;
  agency: string;
  diverse: boolean;
  kept?: SupplierCategory[];
}) {
  const { t } = useTranslation();
  const categories = usePortalCategories(agency);
  const options = [
    ...(categories.data ?? []),
    ...kept.filter((k) => !categories.data?.some((c) => c.id === k.id)),
  ];
  const field = (name: keyof CompanyValues) => {
    const props = form.getInputProps(`${prefix}${name}`);
    return { ...props, error: translateFieldError(props.error as string) } as Record<string, unknown>;
  };
  const box = (name: keyof CompanyValues) =>
    form.getInputProps(`${prefix}${name}`, { type: 'checkbox' }) as Record<string, unknown>;
  return (
    <>
      <Fieldset legend={t('supplierCompanyLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('supplierCompanyName')} required {...field('companyName')} />
          <TextInput label={t('supplierRelevantName')} {...field('relevantName')} />
          <TextInput label={t('supplierPreviousCompanyName')} {...field('previousCompanyName')} />
          <TextInput label={t('supplierHstNumber')} {...field('hstNumber')} />
          <TextInput label={t('supplierWebsite')} {...field('website')} />
          <MultiSelect
            label={t('supplierCategories')}
            data={options.map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }))}
            searchable
            disabled={categories.isPending}
            description={categories.isError ? t('supplierCategoriesFailed') : undefined}
            {...field('categories')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('supplierAddressLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('supplierAddress1')} {...field('address1')} />
          <TextInput label={t('supplierAddress2')} {...field('address2')} />
          <TextInput label={t('supplierCity')} {...field('city')} />
          <TextInput label={t('supplierProvinceState')} {...field('provinceState')} />
          <TextInput label={t('supplierPostalCode')} {...field('postalCode')} />
          <TextInput label={t('supplierCountry')} {...field('country')} />
          <TextInput label={t('supplierPhone')} {...field('phone')} />
          <TextInput label={t('supplierPhoneExtension')} {...field('phoneExtension')} />
          <TextInput label={t('supplierFax')} {...field('fax')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('supplierStatusLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Checkbox label={t('supplierIsLocalVendor')} {...box('isLocalVendor')} />
          <Checkbox label={t('supplierCertifiedDiverse')} {...box('certifiedDiverseSupplier')} />
          {diverse ? (
            <Select
              label={t('supplierDiversityClassification')}
              required
              data={diversityClassifications.map((c) => ({ value: c, label: t(diversityLabel[c]) }))}
              {...field('diversityClassification')}
            />
          ) : null}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
