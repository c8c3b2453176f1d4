import { MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { classifications, procurementMethods } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { classificationLabelKeys } from '../../../../ui/classification-labels.ts';
import { methodLabelKeys } from '../../../projects/index.ts';
import { useCategoryOptions, useDepartmentOptions, useLeadOptions } from '../api/filter-options.ts';
import type { StepProps } from './scope-steps.tsx';

const ids = (values: string[]) => values.map(Number);
const strings = (values: readonly number[]) => values.map(String);

/**
 * Step 5: department, procurement lead, method, classification and categories, the filters the
 * project search has under the same names; an empty one reports every value.
 */
export function FiltersStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  const departments = useDepartmentOptions();
  const leads = useLeadOptions();
  const categories = useCategoryOptions();
  const filters = draft.filters;
  const set = (patch: Partial<typeof filters>) => onChange({ ...draft, filters: { ...filters, ...patch } });

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('reportWizardFiltersHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('reportWizardDepartment')}
          data={departments.data ?? []}
          value={strings(filters.departmentId)}
          onChange={(value) => set({ departmentId: ids(value) })}
          searchable
        />
        <MultiSelect
          label={t('reportWizardLead')}
          data={leads.data ?? []}
          value={strings(filters.projectLeadId)}
          onChange={(value) => set({ projectLeadId: ids(value) })}
          searchable
        />
        <MultiSelect
          label={t('reportWizardMethod')}
          data={procurementMethods.map((value) => ({ value, label: t(methodLabelKeys[value]) }))}
          value={filters.procurementMethod}
          onChange={(value) =>
            set({ procurementMethod: procurementMethods.filter((m) => value.includes(m)) })
          }
        />
        <MultiSelect
          label={t('reportWizardClassification')}
          data={classifications.map((value) => ({ value, label: t(classificationLabelKeys[value]) }))}
          value={filters.classification}
          onChange={(value) => set({ classification: classifications.filter((c) => value.includes(c)) })}
        />
        <MultiSelect
          label={t('reportWizardCategories')}
          data={categories.data ?? []}
          value={strings(filters.categoryId)}
          onChange={(value) => set({ categoryId: ids(value) })}
          searchable
        />
      </SimpleGrid>
    </Stack>
  );
}
