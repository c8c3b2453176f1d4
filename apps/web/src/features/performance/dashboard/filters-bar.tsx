import { Button, Group, Select, TextInput } from '@mantine/core';
import { type EvaluationType, evaluationTypes } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useDepartmentChoices } from '../api/summary-queries.ts';
import { typeLabelKeys } from '../evaluations/presenters.ts';
import type { DashboardFilters } from './dashboard-model.ts';

/**
 * The dashboard's filters (issue 23 §4): a department, the evaluation dates' range and a type. Each
 * change applies at once; the department choices are the agency's departments.
 */
export function FiltersBar({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
}) {
  const { t } = useTranslation();
  const departments = useDepartmentChoices();
  const set = (patch: Partial<DashboardFilters>) => {
    const next: DashboardFilters = { ...filters, ...patch };
    // An emptied filter is left out, never sent as an empty value.
    for (const key of Object.keys(next) as (keyof DashboardFilters)[]) {
      if (next[key] === undefined || next[key] === '') delete next[key];
    }
    onChange(next);
  };
  const filtered = Object.keys(filters).length > 0;
  return (
    <Group
      align="flex-end"
      wrap="wrap"
      gap="sm"
      role="search"
      aria-label={t('perfDashFilters')}
      data-testid="perf-dash-filters"
    >
      <Select
        label={t('perfDashDepartment')}
        placeholder={t('perfDashAllDepartments')}
        data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        value={filters.departmentId === undefined ? null : String(filters.departmentId)}
        onChange={(value) => set({ departmentId: value === null ? undefined : Number(value) })}
        clearable
        searchable
        w={{ base: '100%', sm: 240 }}
        data-testid="perf-dash-department"
      />
      <TextInput
        type="date"
        label={t('perfDashDateFrom')}
        value={filters.dateFrom ?? ''}
        max={filters.dateTo}
        onChange={(event) => set({ dateFrom: event.currentTarget.value || undefined })}
        data-testid="perf-dash-from"
      />
      <TextInput
        type="date"
        label={t('perfDashDateTo')}
        value={filters.dateTo ?? ''}
        min={filters.dateFrom}
        onChange={(event) => set({ dateTo: event.currentTarget.value || undefined })}
        data-testid="perf-dash-to"
      />
      <Select
        label={t('perfDashType')}
        placeholder={t('perfDashAllTypes')}
        data={evaluationTypes.map((type) => ({ value: type, label: t(typeLabelKeys[type]) }))}
        value={filters.type ?? null}
        onChange={(value) => set({ type: (value as EvaluationType | null) ?? undefined })}
        clearable
        w={{ base: '100%', sm: 180 }}
        data-testid="perf-dash-type"
      />
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange({})} data-testid="perf-dash-clear">
          {t('perfDashClearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
