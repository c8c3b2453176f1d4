import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ApproverStatus, ApproverView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../../platform/i18n/ui-en.ts';

const statusText = {
  Draft: 'approverPageStatusDraft',
  'Email Sent': 'approverPageStatusEmailSent',
  Approved: 'approverPageStatusApproved',
  Declined: 'approverPageStatusDeclined',
} as const satisfies Record<ApproverStatus, UiKey>;

const statusColor: Record<ApproverStatus, string> = {
  Draft: 'gray',
  'Email Sent': 'blue',
  Approved: 'green',
  Declined: 'red',
};

export function ApproverStatusBadge({ status }: { status: ApproverStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light">
      {t(statusText[status])}
    </Badge>
  );
}

/** The people of the approval in their order, with where each one stands (others' decisions too). */
export function ApproverWorkflow({ people }: { people: ApproverView['awardApprovalWorkflows'] }) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('approverPageWorkflow')}
      </Title>
      <List type="ordered" spacing="xs" data-testid="approver-workflow">
        {people.map((person, index) => (
          // People carry no id in this view; their order is what tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the workflow's order is the identity here.
          <List.Item key={index}>
            <Group gap="sm">
              <Text size="sm">{person.fullName}</Text>
              <ApproverStatusBadge status={person.status} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
