import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VendorList } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useVendorListCache, useVendorLists } from '../api/list-queries.ts';
import { ListBadges, ownerName } from './list-badges.tsx';
import { VendorListDetailView } from './list-detail.tsx';
import { ListFormModal } from './list-form-modal.tsx';

function ListsTable({ lists, onOpen }: { lists: VendorList[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="vendor-lists">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vendorListName')}</Table.Th>
            <Table.Th>{t('vendorListKind')}</Table.Th>
            <Table.Th>{t('vendorListMembers')}</Table.Th>
            <Table.Th>{t('vendorListOwner')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr key={list.id} data-testid={`vendor-list-${list.id}`}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(list.id)}>
                  {list.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ListBadges list={list} />
              </Table.Td>
              <Table.Td>{list.memberCount}</Table.Td>
              <Table.Td>{ownerName(list)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The directory's Lists tab (issue 22 §4): the lists the user may use (their own and every shared
 * one), a new list, and one list opened with its members, in turn order when it is rotational.
 */
export function VendorListsPanel() {
  const { t } = useTranslation();
  const lists = useVendorLists();
  const cache = useVendorListCache();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  if (openId !== null) {
    return <VendorListDetailView listId={openId} onBack={() => setOpenId(null)} />;
  }

  function body() {
    if (lists.isPending) return <PageLoader />;
    if (lists.isError)
      return (
        <ErrorState
          title={t('vendorListsFailed')}
          message={lists.error.message}
          onRetry={() => void lists.refetch()}
        />
      );
    if (lists.data.length === 0)
      return <EmptyResult title={t('vendorListsEmpty')} description={t('vendorListsEmptyHint')} />;
    return <ListsTable lists={lists.data} onOpen={setOpenId} />;
  }

  return (
    <Stack data-testid="vendor-lists-panel">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={3}>{t('vendorListsTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('vendorListsIntro')}
          </Text>
        </Stack>
        <PermissionLock routeName="suppliers" controlId="createVendorList">
          <Button onClick={() => setCreating(true)}>{t('vendorListNew')}</Button>
        </PermissionLock>
      </Group>
      {body()}
      {creating ? (
        <ListFormModal
          list={null}
          onClose={() => setCreating(false)}
          onSaved={(detail) => {
            cache.put(detail);
            setOpenId(detail.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
