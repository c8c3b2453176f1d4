import { MultiSelect, Stack, TagsInput } from '@mantine/core';
import type { ReportRecipient } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAllTeamMembers } from '../../team/index.ts';

/** The recipients as the form holds them: team members by id (as text, for the picker) and addresses. */
export type RecipientsDraft = { memberIds: string[]; addresses: string[] };

/** A saved subscription's recipients, split into the picker's team members and its addresses. */
export function draftOfRecipients(recipients: readonly ReportRecipient[]): RecipientsDraft {
  return {
    memberIds: recipients.flatMap((entry) => (entry.userId === null ? [] : [String(entry.userId)])),
    addresses: recipients.flatMap((entry) => (entry.userId === null ? [entry.email] : [])),
  };
}

/**
 * Who receives the report: active team members (and whoever a saved subscription already names,
 * by the name it answered) picked from the team, and any other addresses typed in.
 */
export function RecipientsField({
  value,
  onChange,
  named,
  membersError,
  addressesError,
}: {
  value: RecipientsDraft;
  onChange: (next: RecipientsDraft) => void;
  /** Recipients of the saved subscription, so a member no longer listed still reads as a name. */
  named: readonly ReportRecipient[];
  membersError?: ReactNode;
  addressesError?: ReactNode;
}) {
  const { t } = useTranslation();
  const members = useAllTeamMembers();
  const data = (members.data ?? [])
    .filter((member) => !member.inActive || value.memberIds.includes(String(member.id)))
    .map((member) => ({ value: String(member.id), label: fullNameOf(member) }));
  for (const entry of named) {
    if (entry.userId !== null && !data.some((option) => option.value === String(entry.userId)))
      data.push({ value: String(entry.userId), label: entry.fullName ?? entry.email });
  }
  data.sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('reportLibMembers')}
        data={data}
        value={value.memberIds}
        onChange={(memberIds) => onChange({ ...value, memberIds })}
        searchable
        clearable
        disabled={members.isPending}
        placeholder={members.isPending ? t('loading') : undefined}
        description={members.isError ? t('reportLibMembersLoadFailed') : undefined}
        nothingFoundMessage={t('reportLibMembersNone')}
        error={membersError}
        data-testid="subscription-members"
      />
      <TagsInput
        label={t('reportLibAddresses')}
        description={t('reportLibAddressesHint')}
        value={value.addresses}
        onChange={(addresses) => onChange({ ...value, addresses })}
        splitChars={[',', ' ', ';']}
        clearable
        error={addressesError}
        data-testid="subscription-addresses"
      />
    </Stack>
  );
}
