import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Vendor, vendorProfileInputSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { saveSupplierProfile } from '../api/accounts-queries.ts';
import { CompanyFields, type CompanyValues, companyPayload } from './company-fields.tsx';

function valuesOf(vendor: Vendor): CompanyValues {
  return {
    companyName: vendor.companyName,
    relevantName: vendor.relevantName,
    address1: vendor.address1,
    address2: vendor.address2,
    city: vendor.city,
    provinceState: vendor.provinceState,
    postalCode: vendor.postalCode,
    country: vendor.country,
    phone: vendor.phone,
    phoneExtension: vendor.phoneExtension,
    fax: vendor.fax,
    website: vendor.website,
    hstNumber: vendor.hstNumber,
    isLocalVendor: vendor.isLocalVendor,
    categories: vendor.categories.map((c) => String(c.id)),
    previousCompanyName: vendor.previousCompanyName,
    certifiedDiverseSupplier: vendor.certifiedDiverseSupplier,
    diversityClassification: vendor.diversityClassification,
  };
}

/** The company profile: the vendor fields, saved together. */
export function ProfileForm({
  agency,
  vendor,
  onSaved,
}: {
  agency: string;
  vendor: Vendor;
  onSaved(vendor: Vendor): void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: valuesOf(vendor),
    validate: (values) => schemaErrors(vendorProfileInputSchema, companyPayload(values)),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveSupplierProfile(agency, companyPayload(values));
      form.resetDirty(valuesOf(saved));
      onSaved(saved);
      notifySaved();
    } catch (error) {
      setFailure(applyRefusal(form, error, { supplierCategoryInvalid: 'categories' }));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <CompanyFields
          form={form}
          prefix=""
          agency={agency}
          diverse={form.values.certifiedDiverseSupplier}
          kept={vendor.categories}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            disabled={!form.isDirty()}
            data-testid="profile-save"
          >
            {t('supplierSaveProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
