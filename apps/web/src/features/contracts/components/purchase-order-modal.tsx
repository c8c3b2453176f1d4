import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderList,
  purchaseOrderInputSchema,
  purchaseOrderProblem,
  purchaseOrderRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { numberOf, useActiveOptions } from '../../projects/index.ts';
import { savePurchaseOrder } from '../api/contracts-queries.ts';
import { DayInput } from './contract-date-fields.tsx';

/** The order as the form edits it: the amounts stay empty until typed. */
type OrderDraft = Omit<PurchaseOrderInput, 'amount' | 'contingencyUsed' | 'date'> & {
  amount: number | null;
  contingencyUsed: number | null;
  date: string | null;
};

/** Where the server's refusals belong (the same keys purchaseOrderProblem names). */
const orderFields: Record<string, string> = {
  purchaseOrderNumberOrNote: 'poNumber',
  purchaseOrderContingencyAboveAmount: 'contingencyUsed',
  purchaseOrderOverContract: 'amount',
  purchaseOrderOverContingency: 'contingencyUsed',
  purchaseOrderContractAmountMissing: 'amount',
};

function draftOf(order: PurchaseOrder | null): OrderDraft {
  if (!order) return { poTypeId: null, amount: null, date: null, poNumber: '', note: '', contingencyUsed: 0 };
  const { poTypeId, amount, date, poNumber, note, contingencyUsed } = order;
  return { poTypeId, amount, date, poNumber, note, contingencyUsed };
}

/**
 * Adds a purchase order or changes one (issue 9 §2). The contract package's rule is checked first,
 * against the other orders: an order past the amount plus contingency is refused before it is sent,
 * beside the field concerned; the server's refusal shows the same way.
 */
export function PurchaseOrderModal({
  contractId,
  list,
  editing,
  onClose,
  onSaved,
}: {
  contractId: number;
  list: PurchaseOrderList;
  editing: PurchaseOrder | null;
  onClose: () => void;
  onSaved: (list: PurchaseOrderList | null) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const types = useActiveOptions('contractPoType');
  const [draft, setDraft] = useState<OrderDraft>(() => draftOf(editing));
  const { errors, failure, saving, run } = useModalSave(orderFields);
  const set = <K extends keyof OrderDraft>(name: K, value: OrderDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  // An order filed under a type since deactivated keeps showing it.
  const typeOptions = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  if (
    editing?.poTypeId &&
    editing.poTypeName &&
    !typeOptions.some((o) => o.value === String(editing.poTypeId))
  ) {
    typeOptions.push({ value: String(editing.poTypeId), label: editing.poTypeName });
  }

  async function save() {
    // NaN keeps an empty amount a schema problem (required), not a zero order; the schema reads
    // the date as typed, so an empty one is required too.
    const order: PurchaseOrderInput = {
      ...draft,
      poNumber: draft.poNumber.trim(),
      note: draft.note.trim(),
      amount: draft.amount ?? Number.NaN,
      contingencyUsed: draft.contingencyUsed ?? 0,
      date: draft.date ?? '',
    };
    const problems = schemaErrors(purchaseOrderInputSchema, { ...order, date: draft.date });
    if (Object.keys(problems).length === 0) {
      const others = list.orders.filter((o) => o.id !== editing?.id);
      const amounts = { amount: list.totals.amount, contigencyAmount: list.totals.contigencyAmount };
      const problem = purchaseOrderProblem(amounts, others, order);
      if (problem) problems[problem.field] = t(problem.key);
    }
    let answer: PurchaseOrderList | null = null;
    const saved = await run(problems, async () => {
      answer = await savePurchaseOrder(node, contractId, order, editing?.id);
    });
    if (saved) onSaved(answer);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('purchaseOrderEdit') : t('purchaseOrderAdd')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput
            label={t('purchaseOrderDate')}
            value={draft.date}
            onChange={(day) => set('date', day)}
            error={errors.date}
            testId="purchase-order-date"
          />
          <TextInput
            label={t('purchaseOrderNumber')}
            maxLength={purchaseOrderRules.numberMax}
            value={draft.poNumber}
            onChange={(event) => set('poNumber', event.currentTarget.value)}
            error={errors.poNumber}
          />
          <NumberInput
            label={t('purchaseOrderAmount')}
            required
            value={draft.amount ?? ''}
            onChange={(value) => set('amount', numberOf(value))}
            error={errors.amount}
            {...currencyInputProps}
          />
          <NumberInput
            label={t('purchaseOrderContingencyUsed')}
            value={draft.contingencyUsed ?? ''}
            onChange={(value) => set('contingencyUsed', numberOf(value))}
            error={errors.contingencyUsed}
            {...currencyInputProps}
          />
          <Select
            label={t('purchaseOrderType')}
            data={typeOptions}
            value={draft.poTypeId ? String(draft.poTypeId) : null}
            onChange={(value) => set('poTypeId', value ? Number(value) : null)}
            clearable
            error={errors.poTypeId ?? (types.isError ? t('purchaseOrderTypesFailed') : undefined)}
          />
        </SimpleGrid>
        <Textarea
          label={t('purchaseOrderNote')}
          autosize
          minRows={2}
          maxLength={purchaseOrderRules.noteMax}
          value={draft.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={errors.note}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
