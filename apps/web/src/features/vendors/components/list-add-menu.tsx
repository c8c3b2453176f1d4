import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useControlAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import { addListMembers, useVendorListCache, useVendorLists } from '../api/list-queries.ts';
import { ListFormModal } from './list-form-modal.tsx';

/**
 * "Add to list" for suppliers chosen in the directory or open in a profile: one of the lists the
 * user may use, or a new list holding them. Disabled while none is chosen.
 */
export function AddToListMenu({ vendorIds }: { vendorIds: readonly number[] }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [opened, setOpened] = useState(false);
  const lists = useVendorLists(opened);
  const cache = useVendorListCache();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const { locked } = useControlAccess('suppliers', 'addVendorToList');

  async function addTo(listId: number, name: string) {
    setBusy(true);
    try {
      cache.put(await addListMembers(node, listId, [...vendorIds]));
      notifySaved(t('vendorListAddedTo', { count: vendorIds.length, name }));
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button variant="default" loading={busy} disabled={vendorIds.length === 0}>
      {t('vendorListAddTo')}
    </Button>
  );
  // A locked control shows its lock and never opens (000 §6 rule 6).
  if (locked) {
    return (
      <PermissionLock routeName="suppliers" controlId="addVendorToList">
        {button}
      </PermissionLock>
    );
  }
  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
        <Menu.Target>{button}</Menu.Target>
        <Menu.Dropdown data-testid="add-to-list-menu">
          {lists.isPending ? <Menu.Label>{t('loading')}</Menu.Label> : null}
          {lists.isError ? <Menu.Label>{t('vendorListsFailed')}</Menu.Label> : null}
          {(lists.data ?? []).map((list) => (
            <Menu.Item key={list.id} onClick={() => void addTo(list.id, list.name)}>
              {list.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setCreating(true)}>{t('vendorListNewWith')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {creating ? (
        <ListFormModal
          list={null}
          vendorIds={[...vendorIds]}
          onClose={() => setCreating(false)}
          onSaved={cache.put}
        />
      ) : null}
    </>
  );
}
