import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { classifications, negotiationTypes } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { classificationLabelKeys } from '../../../ui/classification-labels.ts';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import type { Category } from '../../control-panel/index.ts';
import {
  type ProjectLead,
  useActiveOptions,
  useCategoryTree,
  useDepartmentsWithDivisions,
  useProjectPeople,
} from '../api/project-queries.ts';
import { BuildPageFrame, BuildSection, useFieldProps } from '../components/build-form-parts.tsx';
import { useProjectForm } from '../components/project-form-context.tsx';
import { ProjectPicker } from '../components/project-picker.tsx';
import { negotiationTypeLabelKeys } from '../presenters.ts';

/** The procurement lead's "nobody yet" choice: 000 §9 shows a null lead as 'Not sure'. */
const notSure = 'not-sure';

const personOption = (person: ProjectLead) => ({ value: String(person.id), label: person.fullName });

const categoryOption = (category: Category) => ({
  value: String(category.id),
  label: category.code ? `${category.code} — ${category.name}` : category.name,
});

/** Money as 000 §5 types it: $, two decimals, thousands separators, at most 999,999,999,999.99. */
function CurrencyInput({ path, label }: { path: string; label: UiKey }) {
  const field = useFieldProps();
  return <NumberInput {...field.number(path, label)} {...currencyInputProps} />;
}

function OrganisationSection() {
  const { t } = useTranslation();
  const { form, readOnly } = useProjectForm();
  const field = useFieldProps();
  const departments = useDepartmentsWithDivisions();
  const people = useProjectPeople();
  const departmentId = form.values.departmentId;
  const divisions = departments.data?.find((department) => department.id === departmentId)?.divisions ?? [];
  const peopleOptions = (people.data ?? []).map(personOption);
  const lead = form.values.projectLeadId;

  return (
    <BuildSection title={t('detailsOrganisation')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          {...field.id('departmentId', 'departmentLabel')}
          // A division belongs to one department: changing the department clears it.
          onChange={(next) => {
            form.setFieldValue('departmentId', next === null ? null : Number(next));
            form.setFieldValue('divisionId', null);
          }}
          data={(departments.data ?? []).map((department) => ({
            value: String(department.id),
            label: department.name,
          }))}
          error={
            field.id('departmentId', 'departmentLabel').error ??
            (departments.isError ? t('listLoadFailed') : null)
          }
          searchable
          clearable
        />
        <Select
          {...field.id('divisionId', 'divisionLabel')}
          data={divisions.map((division) => ({ value: String(division.id), label: division.name }))}
          disabled={readOnly || departmentId === null}
          searchable
          clearable
        />
        <Select
          {...field.id('projectLeadId', 'procurementLeadLabel')}
          value={lead === null ? notSure : String(lead)}
          onChange={(next) =>
            form.setFieldValue('projectLeadId', next === null || next === notSure ? null : Number(next))
          }
          data={[{ value: notSure, label: t('notSure') }, ...peopleOptions]}
          error={
            field.id('projectLeadId', 'procurementLeadLabel').error ??
            (people.isError ? t('listLoadFailed') : null)
          }
          allowDeselect={false}
          searchable
        />
        <Select
          {...field.id('departmentProjectLeadId', 'departmentProjectLeadLabel')}
          data={peopleOptions}
          searchable
          clearable
        />
      </SimpleGrid>
    </BuildSection>
  );
}

function ClassificationSection() {
  const { t } = useTranslation();
  const field = useFieldProps();
  const categories = useCategoryTree('category');
  const commodities = useCategoryTree('commodity');
  const active = (list: Category[] | undefined) =>
    (list ?? []).filter((item) => item.active).map(categoryOption);

  return (
    <BuildSection title={t('detailsClassification')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          {...field.text('classification', 'classificationLabel')}
          data={classifications.map((value) => ({ value, label: t(classificationLabelKeys[value]) }))}
          clearable
        />
        <Select
          {...field.text('negotiationType', 'negotiationTypeLabel')}
          data={negotiationTypes.map((value) => ({ value, label: t(negotiationTypeLabelKeys[value]) }))}
          clearable
        />
      </SimpleGrid>
      <MultiSelect
        {...field.ids('categoryIds', 'categoriesLabel')}
        data={active(categories.data)}
        searchable
        clearable
      />
      <MultiSelect
        {...field.ids('commodityCodeIds', 'commodityCodesLabel')}
        data={active(commodities.data)}
        searchable
        clearable
        limit={100}
      />
    </BuildSection>
  );
}

function ValueSection() {
  const { t } = useTranslation();
  const field = useFieldProps();
  const terms = useActiveOptions('term');
  const tradeAgreements = useActiveOptions('tradeAgreement');
  const options = (list: typeof terms) =>
    (list.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <BuildSection title={t('detailsValueTerm')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CurrencyInput path="estimatedAnnualValue" label="estimatedAnnualValueLabel" />
        <CurrencyInput path="estimatedValue" label="estimatedValueLabel" />
        <Select {...field.id('termId', 'termLabel')} data={options(terms)} clearable />
        <NumberInput
          {...field.number('durationMonths', 'durationMonthsLabel')}
          min={0}
          max={1200}
          allowDecimal={false}
          allowNegative={false}
        />
        <TextInput {...field.text('deliveryTimeframe', 'deliveryTimeframeLabel')} />
        <TextInput {...field.text('taxes', 'taxesLabel')} />
      </SimpleGrid>
      <MultiSelect
        {...field.ids('tradeAgreementIds', 'tradeAgreementsLabel')}
        data={options(tradeAgreements)}
        searchable
        clearable
      />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CurrencyInput path="priceOnline" label="priceOnlineLabel" />
        <CurrencyInput path="pricePickup" label="pricePickupLabel" />
        <CurrencyInput path="priceShipping" label="priceShippingLabel" />
      </SimpleGrid>
    </BuildSection>
  );
}

function CooperativeSection() {
  const { t } = useTranslation();
  const { form } = useProjectForm();
  const field = useFieldProps();
  const leadAgencies = useActiveOptions('leadAgencyName');
  const { isCooperative, isLeadAgency } = form.values;

  return (
    <BuildSection title={t('detailsCooperative')}>
      <Switch {...field.check('isCooperative', 'cooperativeLabel')} />
      {isCooperative ? (
        <>
          <Switch {...field.check('isLeadAgency', 'leadAgencyLabel')} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {isLeadAgency ? null : (
              <Select
                {...field.id('leadAgencyNameId', 'leadAgencyNameLabel')}
                data={(leadAgencies.data ?? []).map((option) => ({
                  value: String(option.id),
                  label: option.name,
                }))}
                clearable
              />
            )}
            <NumberInput
              {...field.number('numberOfAgencies', 'numberOfAgenciesLabel')}
              min={0}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
            />
          </SimpleGrid>
          <Textarea
            autosize
            minRows={2}
            {...field.text('participatingAgencies', 'participatingAgenciesLabel')}
          />
        </>
      ) : null}
    </BuildSection>
  );
}

/** /projects/:id/build/details: every field of the project's details (000 §3 Project). */
export function BuildDetailsPage() {
  const { t } = useTranslation();
  const { project, form, readOnly } = useProjectForm();
  const field = useFieldProps();

  return (
    <BuildPageFrame page="details">
      <BuildSection title={t('detailsGeneral')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput {...field.text('name', 'projectNameLabel')} required data-testid="details-name" />
          <TextInput {...field.text('number', 'projectNumberLabel')} data-testid="details-number" />
        </SimpleGrid>
        <Textarea autosize minRows={3} {...field.text('description', 'projectDescriptionLabel')} />
      </BuildSection>
      <OrganisationSection />
      <ClassificationSection />
      <ValueSection />
      <BuildSection title={t('detailsReferences')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput {...field.text('internalReferenceNumber', 'internalReferenceLabel')} />
          <TextInput {...field.text('contractNumber', 'contractNumberLabel')} />
        </SimpleGrid>
        <Textarea autosize minRows={2} {...field.text('submissionAddress', 'submissionAddressLabel')} />
        <ProjectPicker
          label={t('linkedProjectLabel')}
          value={form.values.linkedProjectId}
          onChange={(next) => form.setFieldValue('linkedProjectId', next)}
          excludeId={project.id}
          disabled={readOnly}
          error={field.id('linkedProjectId', 'linkedProjectLabel').error}
          field="linkedProjectId"
          testId="details-linked-project"
        />
      </BuildSection>
      <CooperativeSection />
    </BuildPageFrame>
  );
}
