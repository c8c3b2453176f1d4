import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAllTeamMembers } from '../../team/index.ts';

/**
 * One of the agency's people (an evaluator, a reviewer, a default reviewer): the active ones, and
 * whoever is named now even if no longer active, so a saved choice always reads as a name. Empty
 * means nobody, or the role's default: the empty field's hint says which.
 */
export function PersonSelect({
  label,
  value,
  onChange,
  error,
  placeholder,
  disabled = false,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (userId: number | null) => void;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const members = useAllTeamMembers();
  const data = (members.data ?? [])
    .filter((member) => !member.inActive || member.id === value)
    .map((member) => ({ value: String(member.id), label: fullNameOf(member) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (value !== null && !data.some((option) => option.value === String(value))) {
    data.push({ value: String(value), label: t('perfSetUnknownUser', { id: value }) });
  }
  return (
    <Select
      label={label}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      disabled={disabled || members.isPending}
      placeholder={members.isPending ? t('loading') : placeholder}
      description={members.isError ? t('perfPeopleLoadFailed') : undefined}
      nothingFoundMessage={t('perfPeopleNone')}
      error={error}
      data-testid={testId}
    />
  );
}
