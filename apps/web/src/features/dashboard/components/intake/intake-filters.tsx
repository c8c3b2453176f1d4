import { Group, Select, TextInput } from '@mantine/core';
import {
  type ClosingRange,
  type IntakeSearch,
  type IntakeStatus,
  intakeClosingDefault,
  intakeClosingRanges,
  intakeStatusDefault,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../../platform/i18n/ui-en.ts';
import { fullNameOf } from '../../../../ui/user-avatar.tsx';
import { useIntakeDepartments, useIntakeRequesters } from '../../../intake/index.ts';
import { useAllTeamMembers } from '../../../team/index.ts';

/** The widget's filters; the search text is typed here and sent once the typing pauses. */
export type IntakeFilters = {
  status: IntakeStatus | null;
  departmentId: number | null;
  /** 0 keeps the requests whose lead is 'Not sure'. */
  procurementLeadId: number | null;
  requester: string | null;
  closingRange: ClosingRange;
};

export const intakeFilterDefaults: IntakeFilters = {
  status: intakeStatusDefault,
  departmentId: null,
  procurementLeadId: null,
  requester: null,
  closingRange: intakeClosingDefault,
};

/**
 * Whether the export is 'Filtered' or 'All Data' (001 §7 file name): filtered once the search or a
 * filter differs from what the widget shows untouched (In Progress, any day, everyone).
 */
export function isIntakeFiltered(filters: IntakeFilters, searchText: string): boolean {
  return (
    searchText.trim() !== '' ||
    filters.status !== intakeFilterDefaults.status ||
    filters.departmentId !== null ||
    filters.procurementLeadId !== null ||
    filters.requester !== null ||
    filters.closingRange !== intakeFilterDefaults.closingRange
  );
}

/** The search body of the filters, without the page and its order. */
export function searchOf(filters: IntakeFilters, searchText: string): IntakeSearch {
  return { ...filters, searchText: searchText.trim() };
}

// Select values are strings: 'all' keeps every status.
const statusOptions: { value: string; label: UiKey }[] = [
  { value: '1', label: 'intakeFilterInProgress' },
  { value: '2', label: 'intakeStatusApproved' },
  { value: '3', label: 'intakeStatusDeclined' },
  { value: 'all', label: 'intakeFilterAll' },
];

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The search box and the filters of 001 §9: status, department, lead, requester, posting range. */
export function IntakeFilterBar({
  filters,
  onChange,
  search,
  onSearch,
}: {
  filters: IntakeFilters;
  onChange: (next: Partial<IntakeFilters>) => void;
  search: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const departments = useIntakeDepartments();
  const members = useAllTeamMembers();
  const requesters = useIntakeRequesters();
  const leads = (members.data ?? [])
    .filter((member) => member.purchaser)
    .map((member) => ({ value: String(member.id), label: fullNameOf(member) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const rangeLabel = (range: ClosingRange) =>
    range === 'any' ? t('intakeRangeAnyDay') : t('dashRangeDays', { count: range });

  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        size="xs"
        w={180}
        label={t('dashSearchProjects')}
        placeholder={t('intakeSearchPrompt')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        data-testid="intake-search"
      />
      <Select
        size="xs"
        w={130}
        label={t('dashFilterStatus')}
        allowDeselect={false}
        data={statusOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={filters.status === null ? 'all' : String(filters.status)}
        onChange={(value) => onChange({ status: value === 'all' ? null : (Number(value) as IntakeStatus) })}
        data-testid="intake-status"
      />
      <Select
        size="xs"
        w={160}
        label={t('intakeDepartment')}
        placeholder={t('intakeAllDepartments')}
        clearable
        searchable
        data={(departments.data ?? []).map((department) => ({
          value: String(department.id),
          label: department.name,
        }))}
        value={filters.departmentId === null ? null : String(filters.departmentId)}
        onChange={(value) => onChange({ departmentId: idOrNull(value) })}
        data-testid="intake-department"
      />
      <Select
        size="xs"
        w={160}
        label={t('intakeProcurementLead')}
        placeholder={t('intakeAllLeads')}
        clearable
        searchable
        data={[{ value: '0', label: t('dashNotSure') }, ...leads]}
        value={filters.procurementLeadId === null ? null : String(filters.procurementLeadId)}
        onChange={(value) => onChange({ procurementLeadId: idOrNull(value) })}
        data-testid="intake-lead"
      />
      <Select
        size="xs"
        w={180}
        label={t('intakeRequester')}
        placeholder={t('intakeAllRequesters')}
        clearable
        searchable
        data={(requesters.data ?? []).map((person) => ({
          value: person.email,
          label: `${person.firstName} ${person.lastName}`.trim() || person.email,
        }))}
        value={filters.requester}
        onChange={(value) => onChange({ requester: value })}
        data-testid="intake-requester"
      />
      <Select
        size="xs"
        w={140}
        label={t('intakePostingWithin')}
        allowDeselect={false}
        data={intakeClosingRanges.map((range) => ({ value: String(range), label: rangeLabel(range) }))}
        value={String(filters.closingRange)}
        onChange={(value) => {
          if (value !== null) onChange({ closingRange: value === 'any' ? 'any' : Number(value) });
        }}
        data-testid="intake-range"
      />
    </Group>
  );
}
