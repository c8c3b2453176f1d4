import { Button, Group, Table, Text } from '@mantine/core';
import type { AwardApproval, WorkflowPerson } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { resendToPerson, resetPerson } from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';
import { personActions, roleLabels } from '../presenters.ts';
import { ApprovalStatusBadge } from './approval-status-badge.tsx';

type Call = ReturnType<typeof useApprovalCall>;

/** A person's Resend link (their turn, link lost or expired) and Reset (after a decline). */
function PersonButtons({
  approval,
  person,
  call,
}: {
  approval: AwardApproval;
  person: WorkflowPerson;
  call: Call;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const can = personActions(approval, person);
  const name = person.fullName;
  return (
    <Group gap={4} wrap="nowrap">
      {can.resend ? (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('awardApprovalsPersonResendItem', { name })}
          loading={call.pending === `resend-${person.id}`}
          onClick={() =>
            void call.run(
              `resend-${person.id}`,
              () => resendToPerson(node, approval.id, person.id),
              t('awardApprovalsPersonResent', { name }),
            )
          }
        >
          {t('awardApprovalsResend')}
        </Button>
      ) : null}
      {can.reset ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="orange"
          aria-label={t('awardApprovalsPersonResetItem', { name })}
          loading={call.pending === `reset-${person.id}`}
          onClick={() =>
            void call.run(
              `reset-${person.id}`,
              () => resetPerson(node, approval.id, person.id),
              t('awardApprovalsPersonResetDone', { name }),
            )
          }
        >
          {t('awardApprovalsReset')}
        </Button>
      ) : null}
    </Group>
  );
}

/** The approval's people in their order, with their status, decision date and comments. */
export function ApprovalPeople({
  approval,
  canAct,
  call,
}: {
  approval: AwardApproval;
  canAct: boolean;
  call: Call;
}) {
  const { t } = useTranslation();
  if (approval.workflow.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('awardApprovalsNoPeople')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('awardApprovalsPeopleOf', { name: approval.reportName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('awardApprovalsColumnName')}</Table.Th>
            <Table.Th>{t('awardApprovalsColumnRole')}</Table.Th>
            <Table.Th>{t('awardApprovalsColumnStatus')}</Table.Th>
            <Table.Th>{t('awardApprovalsColumnComments')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {approval.workflow.map((person) => (
            <Table.Tr key={person.id} data-testid={`approval-person-${person.id}`}>
              <Table.Td>
                <Text size="sm">{person.fullName}</Text>
                <Text size="xs" c="dimmed">
                  {[person.title, person.email].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{t(roleLabels[person.role])}</Table.Td>
              <Table.Td>
                <ApprovalStatusBadge status={person.status} />
                {person.decidedAt ? (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(person.decidedAt)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {person.comments}
                </Text>
              </Table.Td>
              <Table.Td>
                {canAct ? <PersonButtons approval={approval} person={person} call={call} /> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
