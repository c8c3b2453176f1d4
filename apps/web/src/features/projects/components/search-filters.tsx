import { Autocomplete, Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  classifications,
  procurementMethods,
  projectPhases,
  projectStatuses,
  projectTypes,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { classificationLabelKeys } from '../../../ui/classification-labels.ts';
import { useCategoryTree, useDepartmentsWithDivisions, useProjectPeople } from '../api/project-queries.ts';
import { fetchProjectDropdown } from '../api/project-search-queries.ts';
import { methodLabelKeys, phaseLabelKeys, statusLabelKeys, typeLabelKeys } from '../presenters.ts';
import type { SearchState } from '../search-model.ts';

type Criteria = SearchState['criteria'];
type Props = { criteria: Criteria; onChange: (criteria: Criteria) => void };

/** Contract numbers as typed, from GET /Projects/ProjectDropdown. */
function ContractNumberInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [prefix] = useDebouncedValue(value.trim(), 300);
  const suggestions = useQuery({
    queryKey: ['projects', node.customerId, node.nodeId, 'dropdown', 'contractNumber', prefix],
    queryFn: ({ signal }) => fetchProjectDropdown(node, 'contractNumber', prefix, signal),
    enabled: prefix.length > 0,
  });
  return (
    <Autocomplete
      label={t('contractNumberLabel')}
      value={value}
      onChange={onChange}
      data={suggestions.data ?? []}
      data-testid="filter-contract-number"
    />
  );
}

/** The five filter groups of the project search (000 §9): project, source, contract, award, intake. */
export function SearchFilters({ criteria, onChange }: Props) {
  const { t } = useTranslation();
  const departments = useDepartmentsWithDivisions();
  const people = useProjectPeople();
  const categories = useCategoryTree('category');
  const [contractNumber, setContractNumber] = useState(criteria.contract.contractNumber ?? '');

  const set = <G extends keyof Criteria>(group: G, patch: Partial<Criteria[G]>) =>
    onChange({ ...criteria, [group]: { ...criteria[group], ...patch } });
  const ids = (values: string[]) => values.map(Number);
  const strings = (values: readonly number[] | undefined) => (values ?? []).map(String);
  const personOptions = (people.data ?? []).map((person) => ({
    value: String(person.id),
    label: person.fullName,
  }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} data-testid="search-filters">
      <Fieldset legend={t('filterGroupProject')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('projectTypeLabel')}
            data={projectTypes.map((value) => ({ value, label: t(typeLabelKeys[value]) }))}
            value={criteria.project.type ?? []}
            onChange={(value) => set('project', { type: value as (typeof projectTypes)[number][] })}
          />
          <MultiSelect
            label={t('projectPhaseLabel')}
            data={projectPhases.map((value) => ({ value, label: t(phaseLabelKeys[value]) }))}
            value={criteria.project.phase ?? []}
            onChange={(value) => set('project', { phase: value as (typeof projectPhases)[number][] })}
          />
          <MultiSelect
            label={t('departmentLabel')}
            data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={strings(criteria.project.departmentId)}
            onChange={(value) => set('project', { departmentId: ids(value) })}
            searchable
          />
          <MultiSelect
            label={t('classificationLabel')}
            data={classifications.map((value) => ({ value, label: t(classificationLabelKeys[value]) }))}
            value={criteria.project.classification ?? []}
            onChange={(value) =>
              set('project', { classification: value as (typeof classifications)[number][] })
            }
          />
          <MultiSelect
            label={t('procurementLeadLabel')}
            data={personOptions}
            value={strings(criteria.project.projectLeadId)}
            onChange={(value) => set('project', { projectLeadId: ids(value) })}
            searchable
          />
          <MultiSelect
            label={t('categoriesLabel')}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={strings(criteria.project.categoryId)}
            onChange={(value) => set('project', { categoryId: ids(value) })}
            searchable
          />
          <MultiSelect
            label={t('createdByLabel')}
            data={personOptions}
            value={strings(criteria.project.createdById)}
            onChange={(value) => set('project', { createdById: ids(value) })}
            searchable
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('filterGroupSource')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('procurementMethodLabel')}
            data={procurementMethods.map((value) => ({ value, label: t(methodLabelKeys[value]) }))}
            value={criteria.source.procurementMethod ?? []}
            onChange={(value) =>
              set('source', { procurementMethod: value as (typeof procurementMethods)[number][] })
            }
          />
          <MultiSelect
            label={t('sourceStatusLabel')}
            data={projectStatuses.map((value) => ({ value, label: t(statusLabelKeys[value]) }))}
            value={criteria.source.status ?? []}
            onChange={(value) => set('source', { status: value as (typeof projectStatuses)[number][] })}
          />
          <Select
            label={t('submissionLabel')}
            data={[
              { value: '1', label: t('submissionOnline') },
              { value: '0', label: t('submissionHardCopy') },
            ]}
            value={criteria.source.submission === undefined ? null : String(criteria.source.submission)}
            onChange={(value) =>
              set('source', { submission: value === null ? undefined : value === '1' ? 1 : 0 })
            }
            clearable
          />
          <div />
          <TextInput
            type="date"
            label={t('closingFromLabel')}
            value={criteria.source.closingFrom ?? ''}
            onChange={(event) => set('source', { closingFrom: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('closingToLabel')}
            value={criteria.source.closingTo ?? ''}
            onChange={(event) => set('source', { closingTo: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('filterGroupContract')}>
        <ContractNumberInput
          value={contractNumber}
          onChange={(value) => {
            setContractNumber(value);
            set('contract', { contractNumber: value.trim() || undefined });
          }}
        />
      </Fieldset>
      <Fieldset legend={t('filterGroupAward')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('estimatedAwardFromLabel')}
            value={criteria.award.estimatedAwardFrom ?? ''}
            onChange={(event) => set('award', { estimatedAwardFrom: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('estimatedAwardToLabel')}
            value={criteria.award.estimatedAwardTo ?? ''}
            onChange={(event) => set('award', { estimatedAwardTo: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('filterGroupIntake')}>
        <Checkbox
          label={t('fromIntakeLabel')}
          checked={criteria.intake.fromIntake === true}
          onChange={(event) => set('intake', { fromIntake: event.currentTarget.checked || undefined })}
        />
      </Fieldset>
    </SimpleGrid>
  );
}
