import { Alert, Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { createUploadRequirementSchema, requirementRules, type UploadRequirement } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { useRequirementKey } from '../api/requirements-queries.ts';
import { createUploadRequirement, updateUploadRequirement } from '../api/uploads-api.ts';

type Draft = { name: string; description: string; isRequired: boolean };

/** Adds a document upload requirement (`item` null) or edits one; the contract's rules first, then the server's. */
export function UploadRequirementModal({
  tenderId,
  item,
  onClose,
  onSaved,
}: {
  tenderId: number;
  item: UploadRequirement | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { node } = useRequirementKey();
  const [draft, setDraft] = useState<Draft>({
    name: item?.name ?? '',
    description: item?.description ?? '',
    isRequired: item?.isRequired ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const found = schemaErrors(createUploadRequirementSchema, { tenderId, ...draft });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      if (item) await updateUploadRequirement(node, { id: item.id, ...draft });
      else await createUploadRequirement(node, { tenderId, ...draft });
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
      title={item ? t('uploadEditTitle') : t('uploadNewTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('uploadNameLabel')}
          required
          value={draft.name}
          maxLength={requirementRules.maxNameLength}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={errors.name}
          data-autofocus
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
          label={t('uploadRequiredLabel')}
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
