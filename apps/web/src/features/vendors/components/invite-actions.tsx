import { Group } from '@mantine/core';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { InviteFromDirectory } from './invite-from-directory.tsx';
import { InviteFromList } from './invite-from-list.tsx';

/**
 * Build > invitations' other ways in (issue 22 §4): from the directory, and from a supplier list
 * for those who may see the agency's suppliers (the lists sit under the Supplier permissions).
 */
export function InviteSupplierActions({
  tenderId,
  onInvited,
}: {
  tenderId: number;
  onInvited: () => Promise<unknown>;
}) {
  const suppliers = useRouteAccess('suppliers');
  return (
    <Group gap="xs" data-testid="invite-supplier-actions">
      <InviteFromDirectory tenderId={tenderId} onInvited={onInvited} />
      {suppliers?.canView ? <InviteFromList tenderId={tenderId} onInvited={onInvited} /> : null}
    </Group>
  );
}
