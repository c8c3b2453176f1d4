import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VendorListDetail, VendorListMember } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal, useCachedCall } from '../../../ui/use-cached-call.ts';
import {
  addListMembers,
  deleteVendorList,
  removeListMembers,
  useVendorList,
  useVendorListCache,
} from '../api/list-queries.ts';
import { ListBadges, ownerName } from './list-badges.tsx';
import { ListFormModal } from './list-form-modal.tsx';
import { ListMemberPicker } from './list-member-picker.tsx';

/**
 * The members as the list shows them: a rotational list in its turn order (whose turn comes first
 * at the top), members the order does not name yet after them; any other list by company name.
 */
export function membersInOrder(list: VendorListDetail): VendorListMember[] {
  if (!list.isRotational) {
    return [...list.members].sort((a, b) => a.companyName.localeCompare(b.companyName));
  }
  const byId = new Map(list.members.map((member) => [member.vendorId, member]));
  const ordered = list.turnOrder.flatMap((id) => {
    const member = byId.get(id);
    byId.delete(id);
    return member ? [member] : [];
  });
  return [...ordered, ...byId.values()];
}

function LastTurn({ member }: { member: VendorListMember }) {
  const { t } = useTranslation();
  if (!member.lastTurnAt) return <Text size="sm">{t('vendorListNeverTurn')}</Text>;
  return (
    <Text size="sm">
      {t('vendorListLastTurnOn', {
        date: formatDateTime(member.lastTurnAt),
        project: member.lastTurnProjectName ?? '',
      })}
    </Text>
  );
}

function MembersTable({
  list,
  removing,
  onRemove,
}: {
  list: VendorListDetail;
  removing: string | null;
  onRemove: (member: VendorListMember) => void;
}) {
  const { t } = useTranslation();
  const members = membersInOrder(list);
  if (members.length === 0) return <EmptyResult title={t('vendorListNoMembers')} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="vendor-list-members">
        <Table.Thead>
          <Table.Tr>
            {list.isRotational ? <Table.Th>{t('vendorListTurn')}</Table.Th> : null}
            <Table.Th>{t('vendorListCompany')}</Table.Th>
            <Table.Th>{t('vendorListContact')}</Table.Th>
            <Table.Th>{t('vendorListCity')}</Table.Th>
            {list.isRotational ? <Table.Th>{t('vendorListLastTurn')}</Table.Th> : null}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member, index) => (
            <Table.Tr key={member.vendorId} data-testid={`vendor-list-member-${member.vendorId}`}>
              {list.isRotational ? <Table.Td>{index + 1}</Table.Td> : null}
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.companyName}
                </Text>
                {member.isActive ? null : (
                  <Text size="xs" c="dimmed">
                    {t('vendorListInactive')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.primaryContact}</Text>
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              </Table.Td>
              <Table.Td>{member.city}</Table.Td>
              {list.isRotational ? (
                <Table.Td>
                  <LastTurn member={member} />
                </Table.Td>
              ) : null}
              <Table.Td align="right">
                <PermissionLock routeName="suppliers" controlId="removeVendorFromList">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={removing === `remove-${member.vendorId}`}
                    onClick={() => onRemove(member)}
                    aria-label={t('vendorListRemoveMember', { name: member.companyName })}
                  >
                    {t('vendorListRemove')}
                  </Button>
                </PermissionLock>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One list (GET /VendorLists/{id}/): its members, in turn order with each one's last turn when the
 * list is rotational; rename, visibility and rotation, delete, and members added or removed.
 */
export function VendorListDetailView({ listId, onBack }: { listId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const detail = useVendorList(listId);
  const cache = useVendorListCache();
  const call = useCachedCall<VendorListDetail>({ put: (value) => value && cache.put(value) });
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm">
      {t('vendorListBack')}
    </Anchor>
  );

  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return (
      <Stack>
        {back}
        <ErrorState
          title={t('vendorListFailed')}
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  const list = detail.data;

  function remove() {
    confirmAction({
      title: t('vendorListDeleteTitle'),
      message: t('vendorListDeleteConfirm', { name: list.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setDeleting(true);
        void deleteVendorList(node, list.id)
          .then(() => {
            notifySaved();
            cache.dropped(list.id);
            onBack();
          })
          .catch(notifyRefusal)
          .finally(() => setDeleting(false));
      },
    });
  }

  return (
    <Stack data-testid="vendor-list-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3}>{list.name}</Title>
            <ListBadges list={list} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('vendorListSummary', { count: list.memberCount, owner: ownerName(list) })}
          </Text>
          {list.isRotational ? (
            <Text size="sm" c="dimmed">
              {t('vendorListRotationalHint')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <PermissionLock routeName="suppliers" controlId="addVendorToList">
            <Button onClick={() => setPicking(true)}>{t('vendorListAddMembers')}</Button>
          </PermissionLock>
          <PermissionLock routeName="suppliers" controlId="editVendorList">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          </PermissionLock>
          <PermissionLock routeName="suppliers" controlId="deleteVendorList">
            <Button variant="default" color="red" loading={deleting} onClick={remove}>
              {t('delete')}
            </Button>
          </PermissionLock>
        </Group>
      </Group>
      <MembersTable
        list={list}
        removing={call.pending}
        onRemove={(member) =>
          void call.run(`remove-${member.vendorId}`, () =>
            removeListMembers(node, list.id, [member.vendorId]),
          )
        }
      />
      {editing ? <ListFormModal list={list} onClose={() => setEditing(false)} onSaved={cache.put} /> : null}
      {picking ? (
        <ListMemberPicker
          existing={new Set(list.members.map((member) => member.vendorId))}
          onClose={() => setPicking(false)}
          onAdd={(vendorIds) =>
            call.run(
              'add',
              () => addListMembers(node, list.id, vendorIds),
              t('vendorListMembersAdded', { count: vendorIds.length }),
            )
          }
        />
      ) : null}
    </Stack>
  );
}
