import { Alert, Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from './form-errors.ts';
import { notifySaved } from './notify.ts';

/** What a source's named checklist entries share: compliance items and upload requirements. */
export type NamedItemDraft = { name: string; description: string; isRequired: boolean };

/**
 * Adds (`item` null) or edits one named entry of a source with a description and a required
 * switch. The caller's `check` applies the contract's rules first; the server's refusals (a name
 * taken) then show on the field they name.
 */
export function NamedItemModal({
  item,
  title,
  labels,
  limits,
  check,
  save: send,
  onClose,
  onSaved,
}: {
  item: NamedItemDraft | null;
  title: string;
  labels: { name: string; description: string; required: string };
  limits: { maxNameLength: number; maxDescriptionLength: number };
  check: (draft: NamedItemDraft) => Record<string, string>;
  save: (draft: NamedItemDraft) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<NamedItemDraft>({
    name: item?.name ?? '',
    description: item?.description ?? '',
    isRequired: item?.isRequired ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await send(draft);
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
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <TextInput
          label={labels.name}
          required
          value={draft.name}
          maxLength={limits.maxNameLength}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={errors.name}
          data-autofocus
        />
        <Textarea
          label={labels.description}
          autosize
          minRows={3}
          value={draft.description}
          maxLength={limits.maxDescriptionLength}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={errors.description}
        />
        <Switch
          label={labels.required}
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
