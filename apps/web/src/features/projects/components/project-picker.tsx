import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { projectSearchSchema } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProject, useProjectSearch } from '../api/project-queries.ts';

const labelOf = (row: { number: string; name: string }) =>
  row.number ? `${row.number} — ${row.name}` : row.name;

/**
 * Chooses a project by searching (POST /Projects/Search as the user types): the linked project of
 * the details page and the source of a copy. The chosen project keeps its label while the results
 * change.
 */
export function ProjectPicker({
  label,
  description,
  value,
  onChange,
  excludeId,
  disabled,
  error,
  testId,
  field,
}: {
  label: string;
  description?: string;
  value: number | null;
  onChange: (projectId: number | null) => void;
  excludeId?: number;
  disabled?: boolean;
  error?: ReactNode;
  testId?: string;
  field?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), 300);
  const results = useProjectSearch(
    projectSearchSchema.parse({ searchText, limit: 10 }),
    searchText.length > 0,
  );
  const chosen = useProject(value ?? 0);

  const rows = (results.data?.values ?? []).filter((row) => row.id !== excludeId);
  const data = rows.map((row) => ({ value: String(row.id), label: labelOf(row) }));
  if (value !== null && !data.some((option) => option.value === String(value))) {
    data.unshift({ value: String(value), label: chosen.data ? labelOf(chosen.data) : `#${value}` });
  }

  return (
    <Select
      label={label}
      description={description}
      placeholder={t('projectPickerPlaceholder')}
      searchable
      clearable
      filter={({ options }) => options}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchValue={text}
      onSearchChange={setText}
      nothingFoundMessage={searchText ? t('noMatches') : t('projectPickerHint')}
      disabled={disabled}
      error={error}
      data-testid={testId}
      data-field={field}
    />
  );
}
