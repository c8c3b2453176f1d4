import { Group, Modal, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createVendorListSchema,
  type VendorList,
  type VendorListDetail,
  type VendorListVisibility,
  vendorListRules,
  vendorListVisibilities,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { createVendorList, updateVendorList } from '../api/list-queries.ts';

export const visibilityLabelKeys = {
  Personal: 'vendorListPersonal',
  Shared: 'vendorListShared',
} as const satisfies Record<VendorListVisibility, string>;

const fieldOfKey = { vendorListNameRequired: 'name', vendorListNameInUse: 'name' };

/**
 * Creates a list (`list` null, optionally with its first members) or changes one: its name,
 * Personal or Shared, and whether it hands its members out in turn (000 §3 Supplier list).
 */
export function ListFormModal({
  list,
  vendorIds = [],
  onClose,
  onSaved,
}: {
  list: VendorList | null;
  vendorIds?: number[];
  onClose: () => void;
  onSaved: (detail: VendorListDetail) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [name, setName] = useState(list?.name ?? '');
  const [visibility, setVisibility] = useState<VendorListVisibility>(list?.visibility ?? 'Personal');
  const [isRotational, setRotational] = useState(list?.isRotational ?? false);
  const save = useModalSave(fieldOfKey);

  async function submit() {
    const draft = { name, visibility, isRotational };
    let saved: VendorListDetail | null = null;
    const done = await save.run(schemaErrors(createVendorListSchema, draft), async () => {
      saved = list
        ? await updateVendorList(node, list.id, draft)
        : await createVendorList(node, { ...draft, vendorIds });
    });
    if (done && saved) {
      notifySaved();
      onSaved(saved);
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={list ? t('vendorListEditTitle') : t('vendorListCreateTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('vendorListName')}
          required
          value={name}
          maxLength={vendorListRules.nameMax}
          onChange={(event) => setName(event.currentTarget.value)}
          error={save.errors.name}
          data-autofocus
        />
        <Radio.Group
          label={t('vendorListVisibility')}
          value={visibility}
          onChange={(value) => setVisibility(value as VendorListVisibility)}
        >
          <Group mt="xs">
            {vendorListVisibilities.map((option) => (
              <Radio key={option} value={option} label={t(visibilityLabelKeys[option])} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={t('vendorListRotational')}
          description={t('vendorListRotationalHint')}
          checked={isRotational}
          onChange={(event) => setRotational(event.currentTarget.checked)}
        />
        {vendorIds.length > 0 && !list ? (
          <Text size="sm" c="dimmed">
            {t('vendorListCreateWith', { count: vendorIds.length })}
          </Text>
        ) : null}
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={list ? t('save') : t('vendorListCreate')}
          saveTestId="vendor-list-save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
