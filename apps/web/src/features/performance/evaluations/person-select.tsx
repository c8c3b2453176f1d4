import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAllTeamMembers } from '../../team/index.ts';

/**
 * One of the agency's active people (the evaluator, a reviewer). Empty means the role's default:
 * the placeholder says whose.
 */
export function PersonSelect({
  label,
  value,
  onChange,
  error,
  placeholder,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (userId: number | null) => void;
  error?: ReactNode;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const members = useAllTeamMembers();
  const data = (members.data ?? [])
    .filter((member) => !member.inActive)
    .map((member) => ({ value: String(member.id), label: fullNameOf(member) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Select
      label={label}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      placeholder={members.isError ? t('perfPeopleLoadFailed') : placeholder}
      nothingFoundMessage={t('perfPeopleNone')}
      error={error}
      data-testid={testId}
    />
  );
}
