import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  type InviteVendors,
  type InviteVendorsResult,
  type VendorListDetail,
  vendorListRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import { inviteVendors } from '../api/invitation-queries.ts';
import { useVendorList, useVendorLists } from '../api/list-queries.ts';
import { InviteResult } from './invite-result.tsx';
import { ListBadges, ownerName } from './list-badges.tsx';

/** The default number a rotational list hands out at once. */
const defaultTurnCount = 3;

/**
 * What inviting from a list sends: a rotational list's next `count` in turn (the server picks
 * them and records their turn), any other list's members all by id. Null while nothing can go.
 */
export function listInvitation(
  tenderId: number,
  list: VendorListDetail,
  count: number,
): InviteVendors | null {
  if (list.isRotational) {
    return count >= 1 && count <= vendorListRules.maxPerTurn
      ? { tenderId, vendorListId: list.id, count }
      : null;
  }
  const vendorIds = list.members.map((member) => member.vendorId);
  return vendorIds.length > 0 ? { tenderId, vendorIds } : null;
}

function ChosenList({
  tenderId,
  listId,
  onInvited,
}: {
  tenderId: number;
  listId: number;
  onInvited: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const detail = useVendorList(listId);
  const [count, setCount] = useState<number>(defaultTurnCount);
  const [inviting, setInviting] = useState(false);
  const [result, setResult] = useState<InviteVendorsResult | null>(null);

  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return (
      <ErrorState
        title={t('vendorListFailed')}
        message={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  const list = detail.data;
  const invitation = listInvitation(tenderId, list, count);

  async function invite() {
    if (!invitation) return;
    setInviting(true);
    try {
      setResult(await inviteVendors(node, invitation));
      // A rotational list's turn moved: its order reads again when it is next opened.
      void detail.refetch();
      await onInvited();
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setInviting(false);
    }
  }

  return (
    <Stack data-testid="invite-list-chosen">
      <Group gap="xs">
        <ListBadges list={list} />
        <Text size="sm" c="dimmed">
          {t('vendorListSummary', { count: list.memberCount, owner: ownerName(list) })}
        </Text>
      </Group>
      {list.isRotational ? (
        <NumberInput
          label={t('inviteListCount')}
          description={t('inviteListCountHint')}
          min={1}
          max={Math.min(vendorListRules.maxPerTurn, Math.max(1, list.memberCount))}
          allowDecimal={false}
          value={count}
          onChange={(value) => setCount(typeof value === 'number' ? value : Number(value) || 0)}
        />
      ) : (
        <Text size="sm">{t('inviteListAll', { count: list.members.length })}</Text>
      )}
      {list.members.length === 0 ? <Alert color="yellow">{t('vendorListNoMembers')}</Alert> : null}
      {result ? <InviteResult result={result} /> : null}
      <Group justify="flex-end">
        <Button
          onClick={() => void invite()}
          loading={inviting}
          disabled={!invitation || list.members.length === 0}
          data-testid="invite-from-list-send"
        >
          {list.isRotational ? t('inviteListNext', { count }) : t('inviteListAllButton')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Build > invitations, "From a list" (issue 22 §4): a rotational list hands out its next N members
 * in turn (those invited from it least recently), recording whose turn it was; any other list
 * invites all its members. The answer says who was invited and who was skipped, and why.
 */
export function InviteFromList({
  tenderId,
  onInvited,
}: {
  tenderId: number;
  onInvited: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [listId, setListId] = useState<number | null>(null);
  const lists = useVendorLists(open);
  const close = () => {
    setOpen(false);
    setListId(null);
  };

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
    return (
      <Stack>
        <Select
          label={t('inviteListChoose')}
          placeholder={lists.data.length === 0 ? t('vendorListsEmpty') : undefined}
          data={lists.data.map((list) => ({ value: String(list.id), label: list.name }))}
          value={listId === null ? null : String(listId)}
          onChange={(value) => setListId(value ? Number(value) : null)}
          searchable
          data-testid="invite-list-select"
        />
        {listId !== null ? (
          <ChosenList key={listId} tenderId={tenderId} listId={listId} onInvited={onInvited} />
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="invite-from-list">
        {t('inviteFromList')}
      </Button>
      {open ? (
        <Modal
          opened
          onClose={close}
          title={t('inviteFromListTitle')}
          size="lg"
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {body()}
        </Modal>
      ) : null}
    </>
  );
}
