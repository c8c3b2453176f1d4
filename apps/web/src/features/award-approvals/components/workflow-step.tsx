import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type ApproverRole,
  type AwardApproval,
  approverRoles,
  awardApprovalRules,
  type WorkflowPerson,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { movedIds, ReorderButtons } from '../../../ui/reorder.tsx';
import { removePerson, reorderPeople, updatePerson } from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';
import { roleLabels } from '../presenters.ts';
import { AddPersonForm } from './add-person-form.tsx';
import { ApprovalStatusBadge } from './approval-status-badge.tsx';

type Call = ReturnType<typeof useApprovalCall>;

/** A person's role and title, edited in their row (who they are stays). */
function PersonEditor({
  approval,
  person,
  call,
  onDone,
}: {
  approval: AwardApproval;
  person: WorkflowPerson;
  call: Call;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [role, setRole] = useState<ApproverRole>(person.role);
  const [title, setTitle] = useState(person.title);
  async function save() {
    const input = { id: person.id, role, title: title.trim() };
    if (await call.run(`edit-${person.id}`, () => updatePerson(node, approval.id, input))) onDone();
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('awardApprovalsColumnRole')}
        size="xs"
        allowDeselect={false}
        data={approverRoles.map((value) => ({ value, label: t(roleLabels[value]) }))}
        value={role}
        onChange={(value) => setRole((value ?? role) as ApproverRole)}
        w={130}
      />
      <TextInput
        label={t('awardApprovalsPersonTitle')}
        size="xs"
        maxLength={awardApprovalRules.titleMax}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <Button size="compact-sm" loading={call.pending === `edit-${person.id}`} onClick={() => void save()}>
        {t('save')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={onDone}>
        {t('cancel')}
      </Button>
    </Group>
  );
}

/**
 * Step 3: who approves or reviews, in the order they are asked (000 §4: one at a time; §5: at
 * least one approver). People are added, reordered, given another role or title, or removed.
 */
export function WorkflowStep({
  projectId,
  approval,
  call,
}: {
  projectId: number;
  approval: AwardApproval;
  call: Call;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [editing, setEditing] = useState<number | null>(null);
  const people = approval.workflow;
  const busy = call.pending !== null;

  const move = (index: number, step: -1 | 1) =>
    void call.run('order', () =>
      reorderPeople(
        node,
        approval.id,
        movedIds(
          people.map((p) => p.id),
          index,
          step,
        ),
      ),
    );

  return (
    <Stack>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('awardApprovalsNoPeople')}
        </Text>
      ) : (
        <Table aria-label={t('awardApprovalsPeopleLabel')}>
          <Table.Tbody>
            {people.map((person, index) => (
              <Table.Tr key={person.id}>
                <Table.Td w={60}>
                  <ReorderButtons
                    name={person.fullName}
                    isFirst={index === 0}
                    isLast={index === people.length - 1}
                    disabled={busy}
                    onMove={(step) => move(index, step)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{person.fullName}</Text>
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </Table.Td>
                {editing === person.id ? (
                  <Table.Td colSpan={3}>
                    <PersonEditor
                      approval={approval}
                      person={person}
                      call={call}
                      onDone={() => setEditing(null)}
                    />
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>
                      <Text size="sm">{t(roleLabels[person.role])}</Text>
                      <Text size="xs" c="dimmed">
                        {person.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ApprovalStatusBadge status={person.status} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          disabled={busy}
                          aria-label={t('editItem', { name: person.fullName })}
                          onClick={() => setEditing(person.id)}
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          aria-label={t('awardApprovalsRemoveItem', { name: person.fullName })}
                          onClick={() =>
                            void call.run(`remove-${person.id}`, () =>
                              removePerson(node, approval.id, person.id),
                            )
                          }
                        >
                          {t('awardApprovalsRemove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddPersonForm projectId={projectId} approval={approval} />
    </Stack>
  );
}
