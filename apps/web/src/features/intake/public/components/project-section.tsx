import { MultiSelect, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { classifications, type IntakeContext, intakeRules } from '@procura/contract';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationLabelKeys } from '../../../../ui/classification-labels.ts';
import { DocumentsField, type IntakeDocuments } from './documents-field.tsx';
import { fieldProps, type IntakeForm } from './form-field.ts';
import { LocationsField } from './locations-field.tsx';

/** A sub-category reads with its parent ('Construction › Roads'), so two alike stay apart. */
function categoryOptions(categories: IntakeContext['categories']) {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return categories
    .map((category) => {
      const parent = category.parentId === null ? undefined : names.get(category.parentId);
      return { value: String(category.id), label: parent ? `${parent} › ${category.name}` : category.name };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Project details (000 §2, §3): what is asked for, where, when, from whom, with its documents. */
export function ProjectSection({
  form,
  context,
  documents,
}: {
  form: IntakeForm;
  context: IntakeContext;
  documents: IntakeDocuments;
}) {
  const { t } = useTranslation();
  // The order rule's message sits under the posting date: either day changing may set or clear it.
  const dateProps = (field: 'estimatedPostingDate' | 'deliveryConstructionStartDate') => ({
    ...fieldProps(form, `projectDetail.${field}`),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue(`projectDetail.${field}`, event.currentTarget.value);
      form.validateField('projectDetail.estimatedPostingDate');
    },
  });
  return (
    <Stack component="section" aria-labelledby="intake-project-title">
      <Title order={2} size="h3" id="intake-project-title">
        {t('intakeFormProjectTitle')}
      </Title>
      <TextInput
        label={t('intakeFormProjectName')}
        required
        {...fieldProps(form, 'projectDetail.projectName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('intakeFormClassification')}
          data={classifications.map((value) => ({ value, label: t(classificationLabelKeys[value]) }))}
          clearable
          {...fieldProps(form, 'projectDetail.classification')}
        />
        <Select
          label={t('intakeFormBidType')}
          data={context.bidTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          searchable
          clearable
          {...fieldProps(form, 'projectDetail.bidType')}
        />
      </SimpleGrid>
      <Textarea
        label={t('intakeFormDescription')}
        autosize
        minRows={4}
        maxLength={intakeRules.descriptionMax}
        {...fieldProps(form, 'projectDetail.description')}
      />
      <MultiSelect
        label={t('intakeFormCategories')}
        data={categoryOptions(context.categories)}
        searchable
        clearable
        hidePickedOptions
        maxValues={intakeRules.categoriesMax}
        nothingFoundMessage={t('intakeFormNoCategory')}
        {...fieldProps(form, 'projectDetail.categoryIds')}
      />
      <TextInput
        label={t('intakeFormRelatedProject')}
        description={t('intakeFormRelatedProjectHint')}
        {...fieldProps(form, 'projectDetail.applyToProject')}
      />
      <Switch
        label={t('intakeFormSiteVisit')}
        {...form.getInputProps('projectDetail.isSiteVisit', { type: 'checkbox' })}
      />
      <LocationsField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={t('intakeFormPostingDate')} {...dateProps('estimatedPostingDate')} />
        <TextInput
          type="date"
          label={t('intakeFormStartDate')}
          {...dateProps('deliveryConstructionStartDate')}
        />
      </SimpleGrid>
      <TextInput
        label={t('intakeFormSupplierEmails')}
        description={t('intakeFormSupplierEmailsHint')}
        {...fieldProps(form, 'projectDetail.supplierEmails')}
      />
      <DocumentsField documents={documents} />
    </Stack>
  );
}
