import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../confirm-action.tsx';
import { notifySaved } from '../notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../page-states.tsx';
import { movedIds } from '../reorder.tsx';
import { type ExtraColumn, type OrderedItem, OrderedItemsTable } from './ordered-items-table.tsx';

/** The texts of one kind of item (compliance items, upload requirements, bonds). */
export type OrderedItemsTexts = {
  title: string;
  /** The name column's header, when not "Name". */
  nameHeader?: string;
  intro: string;
  add: string;
  empty: string;
  loadFailed: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
};

/**
 * An ordered list of a source with its add, edit, delete and reorder, and a limit when the kind
 * has one: compliance items, upload requirements and bonds work alike. Refusals of delete and
 * reorder are notified by the client; the list then shows what the server holds.
 */
export function OrderedItemsSection<Item extends OrderedItem>({
  items,
  texts,
  testId,
  headingOrder = 4,
  notices,
  canChange,
  limit,
  extraColumns,
  reorder,
  remove,
  refresh,
  modal,
}: {
  items: UseQueryResult<Item[]>;
  texts: OrderedItemsTexts;
  testId: string;
  /** 2 when the list is the page, 4 when it is one section of a page. */
  headingOrder?: 2 | 4;
  /** Shown between the heading and the list (why it is read-only, a setting that hides it). */
  notices?: ReactNode;
  canChange: boolean;
  limit?: { max: number; count: (count: number) => string; full: string };
  extraColumns?: ExtraColumn<Item>[];
  reorder: (ids: number[]) => Promise<void>;
  remove: (id: number) => Promise<void>;
  refresh: () => Promise<void>;
  /** The add (null) or edit dialog of an item. */
  modal: (item: Item | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);
  // undefined: no dialog; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const count = items.data?.length ?? 0;
  const full = limit !== undefined && count >= limit.max;

  async function move(index: number, step: -1 | 1) {
    const list = items.data ?? [];
    const moving = list[index];
    if (!moving) return;
    setBusyId(moving.id);
    try {
      await reorder(
        movedIds(
          list.map((item) => item.id),
          index,
          step,
        ),
      );
    } catch {
      // Notified by the client; the refresh below shows the order the server kept.
    } finally {
      await refresh();
      setBusyId(null);
    }
  }

  function confirmRemove(item: Item) {
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm(item.name),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setBusyId(item.id);
        void remove(item.id)
          .then(() => notifySaved())
          .catch(() => {})
          .finally(() => {
            setBusyId(null);
            void refresh();
          });
      },
    });
  }

  let content: ReactNode;
  if (items.isPending) content = <PageLoader />;
  else if (items.isError) {
    content = (
      <ErrorState
        title={texts.loadFailed}
        message={items.error.message}
        onRetry={() => void items.refetch()}
      />
    );
  } else if (items.data.length === 0) content = <EmptyResult title={texts.empty} />;
  else {
    content = (
      <OrderedItemsTable
        items={items.data}
        testId={testId}
        nameHeader={texts.nameHeader}
        extraColumns={extraColumns}
        canChange={canChange}
        busyId={busyId}
        onMove={(index, step) => void move(index, step)}
        onEdit={setEditing}
        onDelete={confirmRemove}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={headingOrder}>{texts.title}</Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        </Stack>
        <Group gap="sm">
          {limit && items.data ? (
            <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
              {limit.count(count)}
            </Text>
          ) : null}
          {canChange ? (
            <Button
              onClick={() => setEditing(null)}
              disabled={full || !items.data}
              data-testid={`${testId}-add`}
            >
              {texts.add}
            </Button>
          ) : null}
        </Group>
      </Group>
      {full && canChange && limit ? (
        <Alert color="yellow" data-testid={`${testId}-full`}>
          {limit.full}
        </Alert>
      ) : null}
      {notices}
      {content}
      {editing !== undefined ? modal(editing, () => setEditing(undefined)) : null}
    </Stack>
  );
}
