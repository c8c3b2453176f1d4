import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  isContractEditable,
  type PurchaseOrder,
  type PurchaseOrderList,
  type PurchaseOrderTotals,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { formatAmount, formatDay } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import { contractKeys, deletePurchaseOrder, usePurchaseOrders } from '../api/contracts-queries.ts';
import { useContract } from '../components/contract-area.tsx';
import { PurchaseOrderModal } from '../components/purchase-order-modal.tsx';

const totalFields = [
  ['amount', 'purchaseOrderTotalAmount'],
  ['contigencyAmount', 'purchaseOrderTotalContingency'],
  ['limit', 'purchaseOrderTotalLimit'],
  ['ordered', 'purchaseOrderTotalOrdered'],
  ['remaining', 'purchaseOrderTotalRemaining'],
  ['contingencyUsed', 'purchaseOrderTotalContingencyUsed'],
  ['contingencyRemaining', 'purchaseOrderTotalContingencyRemaining'],
] as const satisfies readonly (readonly [keyof PurchaseOrderTotals, UiKey])[];

/** What may still be ordered against the contract: its amount plus contingency, less the orders. */
function TotalsPanel({ totals }: { totals: PurchaseOrderTotals }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="purchase-order-totals">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        {totalFields.map(([name, label]) => (
          <Stack key={name} gap={2} data-testid={`total-${name}`}>
            <Text size="xs" c="dimmed">
              {t(label)}
            </Text>
            <Text fw={600} c={(totals[name] ?? 0) < 0 ? 'red' : undefined}>
              {totals[name] === null ? t('notAvailable') : formatAmount(totals[name])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Contract › Purchase orders (issue 9 §2; 000 §3): the orders against the contract by date, and
 * their totals within the amount plus contingency. Orders are added, changed and removed while
 * the contract may change.
 */
export function PurchaseOrdersPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const contract = useContract();
  const orders = usePurchaseOrders(contract.projectId, contract.id);
  const [editing, setEditing] = useState<PurchaseOrder | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<number | null>(null);
  const canChange = contract.canEdit && isContractEditable(contract.storedStatus);
  const key = contractKeys.purchaseOrders(node, contract.projectId, contract.id);

  // The answer is the whole list with its totals; without one, it is read again.
  const show = (list: PurchaseOrderList | null) =>
    list ? client.setQueryData(key, list) : void client.invalidateQueries({ queryKey: key });

  function remove(order: PurchaseOrder) {
    const name = order.poNumber || order.note;
    confirmAction({
      title: t('purchaseOrderDeleteTitle'),
      message: t('purchaseOrderDeleteConfirm', { name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setDeleting(order.id);
        void deletePurchaseOrder(node, contract.id, order.id)
          .then((list) => {
            show(list);
            notifySaved(t('purchaseOrderDeleted'));
          })
          .catch(notifyRefusal)
          .finally(() => setDeleting(null));
      },
    });
  }

  if (orders.isPending) return <PageLoader />;
  if (orders.isError) {
    return (
      <ErrorState
        title={t('purchaseOrdersFailed')}
        message={orders.error.message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const list = orders.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('purchaseOrdersTitle')}</Title>
        {canChange ? (
          <Button onClick={() => setEditing(null)} data-testid="purchase-order-add">
            {t('purchaseOrderAdd')}
          </Button>
        ) : null}
      </Group>
      <TotalsPanel totals={list.totals} />
      {list.orders.length === 0 ? (
        <EmptyResult title={t('purchaseOrdersEmpty')} description={t('purchaseOrdersEmptyHint')} />
      ) : (
        <Table striped data-testid="purchase-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('purchaseOrderDate')}</Table.Th>
              <Table.Th>{t('purchaseOrderNumber')}</Table.Th>
              <Table.Th>{t('purchaseOrderNote')}</Table.Th>
              <Table.Th>{t('purchaseOrderType')}</Table.Th>
              <Table.Th>{t('purchaseOrderAmount')}</Table.Th>
              <Table.Th>{t('purchaseOrderContingencyUsed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>{formatDay(order.date)}</Table.Td>
                <Table.Td>{order.poNumber}</Table.Td>
                <Table.Td>{order.note}</Table.Td>
                <Table.Td>{order.poTypeName ?? ''}</Table.Td>
                <Table.Td>{formatAmount(order.amount)}</Table.Td>
                <Table.Td>{formatAmount(order.contingencyUsed)}</Table.Td>
                <Table.Td>
                  {canChange ? (
                    <EditDeleteButtons
                      name={order.poNumber || order.note}
                      deleting={deleting === order.id}
                      onEdit={() => setEditing(order)}
                      onDelete={() => remove(order)}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== undefined ? (
        <PurchaseOrderModal
          contractId={contract.id}
          list={list}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(next) => {
            setEditing(undefined);
            show(next);
            notifySaved(t('purchaseOrderSaved'));
          }}
        />
      ) : null}
    </Stack>
  );
}
