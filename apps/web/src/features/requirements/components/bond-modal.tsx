import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type Bond,
  bondAmountTypes,
  createBondSchema,
  isBondAmountValid,
  requirementRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { createBond, updateBond } from '../api/bonds-queries.ts';
import { useRequirementKey } from '../api/requirements-queries.ts';
import { bondAmountTypeLabelKeys } from '../presenters.ts';
import { BondAmountInput } from './bond-amount-input.tsx';

type Draft = Pick<Bond, 'name' | 'amountType' | 'amount' | 'description' | 'isRequired'>;

/** Adds a bond (`bond` null) or edits one; the contract's rules first, then the server's. */
export function BondModal({
  tenderId,
  bond,
  onClose,
  onSaved,
}: {
  tenderId: number;
  bond: Bond | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { node } = useRequirementKey();
  const [draft, setDraft] = useState<Draft>({
    name: bond?.name ?? '',
    amountType: bond?.amountType ?? 'Percentage',
    amount: bond?.amount ?? '',
    description: bond?.description ?? '',
    isRequired: bond?.isRequired ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    // A point typed last ("12.") is the whole number it leads to.
    const fields = { ...draft, amount: draft.amount.replace(/\.$/, '') };
    const found = schemaErrors(createBondSchema, { tenderId, ...fields });
    // Said in the words of the amount input rather than the schema's generic refusal.
    if (fields.amount === '') found.amount = t('requiredField');
    else if (!isBondAmountValid(fields)) found.amount = t('numberTooBig', { max: '100' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      if (bond) await updateBond(node, { id: bond.id, ...fields });
      else await createBond(node, { tenderId, ...fields });
      notifySaved();
      await onSaved();
      onClose();
    } catch (error) {
      const refusal = readRefusal(error, { nameAlreadyExists: 'name', nameRequired: 'name' });
      setErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={bond ? t('bondEditTitle') : t('bondNewTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('bondNameLabel')}
          required
          value={draft.name}
          maxLength={requirementRules.maxNameLength}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={errors.name}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bond-amount-type">
            {t('bondAmountTypeLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="bond-amount-type"
            value={draft.amountType}
            onChange={(value) => setDraft({ ...draft, amountType: value as Draft['amountType'] })}
            data={bondAmountTypes.map((type) => ({ value: type, label: t(bondAmountTypeLabelKeys[type]) }))}
          />
        </Stack>
        <BondAmountInput
          key={draft.amountType}
          amountType={draft.amountType}
          label={t('bondAmountLabel')}
          value={draft.amount}
          onChange={(amount) => setDraft((current) => ({ ...current, amount }))}
          error={errors.amount}
        />
        <Textarea
          label={t('columnDescription')}
          autosize
          minRows={3}
          value={draft.description}
          maxLength={requirementRules.maxDescriptionLength}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={errors.description}
        />
        <Switch
          label={t('bondRequiredLabel')}
          checked={draft.isRequired}
          onChange={(event) => setDraft({ ...draft, isRequired: event.currentTarget.checked })}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
