import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorNotification } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { readRefusal, type ServerRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { projectKeys, useSavedSearches } from '../api/project-queries.ts';
import { deleteSavedSearch, type SavedSearch, saveSavedSearch } from '../api/project-search-queries.ts';

type Editing = { mode: 'create' | 'rename'; name: string; shared: boolean } | null;

const noRefusal: ServerRefusal = { fields: {}, general: null };

/**
 * Saved project searches (000 §5, 001 §3): apply one, save the current search, and for one's own
 * rename, update with the current criteria, share or keep private, delete. Names are unique among
 * the agency's project searches; a duplicate shows the server's 'Saved search "{name}" already exists'.
 */
export function SavedSearches({
  criteria,
  onApply,
}: {
  criteria: Record<string, unknown>;
  onApply: (saved: SavedSearch) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const saved = useSavedSearches();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [refusal, setRefusal] = useState<ServerRefusal>(noRefusal);
  const [busy, setBusy] = useState(false);
  const selected = saved.data?.find((search) => search.id === selectedId) ?? null;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: projectKeys.savedSearches(node.customerId, node.nodeId) });

  /** Saves; a refusal shows in the dialog when one is open, otherwise as the client's notice. */
  async function store(search: Parameters<typeof saveSavedSearch>[1], inDialog = false): Promise<boolean> {
    setBusy(true);
    setRefusal(noRefusal);
    try {
      await saveSavedSearch(node, search);
      await refresh();
      notifySaved();
      return true;
    } catch (error) {
      const refused = readRefusal(error, { savedSearchExists: 'name', nameRequired: 'name' });
      if (inDialog) setRefusal(refused);
      else showErrorNotification(refused.general ?? Object.values(refused.fields)[0] ?? t('unknownError'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitEditing() {
    if (!editing) return;
    const done =
      editing.mode === 'rename' && selected
        ? await store(
            {
              id: selected.id,
              name: editing.name.trim(),
              type: 'Project',
              shared: selected.shared,
              criteria: selected.criteria,
            },
            true,
          )
        : await store({ name: editing.name.trim(), type: 'Project', shared: editing.shared, criteria }, true);
    if (done) setEditing(null);
  }

  const mine = selected?.mine === true;
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <Select
        label={t('savedSearchesLabel')}
        placeholder={saved.isError ? t('listLoadFailed') : t('savedSearchesPlaceholder')}
        data={(saved.data ?? []).map((search) => ({
          value: String(search.id),
          label: search.shared ? `${search.name} (${t('savedSearchShared')})` : search.name,
        }))}
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => {
          const id = value === null ? null : Number(value);
          setSelectedId(id);
          const search = saved.data?.find((item) => item.id === id);
          if (search) onApply(search);
        }}
        clearable
        searchable
        w={260}
        data-testid="saved-search-select"
      />
      <Button
        variant="default"
        onClick={() => {
          setRefusal(noRefusal);
          setEditing({ mode: 'create', name: '', shared: false });
        }}
        data-testid="saved-search-save"
      >
        {t('savedSearchSave')}
      </Button>
      {mine && selected ? (
        <>
          <Button
            variant="default"
            onClick={() =>
              void store({
                id: selected.id,
                name: selected.name,
                type: 'Project',
                shared: selected.shared,
                criteria,
              })
            }
            data-testid="saved-search-update"
          >
            {t('savedSearchUpdate')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setRefusal(noRefusal);
              setEditing({ mode: 'rename', name: selected.name, shared: selected.shared });
            }}
            data-testid="saved-search-rename"
          >
            {t('rename')}
          </Button>
          <Switch
            label={t('savedSearchShared')}
            checked={selected.shared}
            onChange={(event) =>
              void store({
                id: selected.id,
                name: selected.name,
                type: 'Project',
                shared: event.currentTarget.checked,
                criteria: selected.criteria,
              })
            }
            data-testid="saved-search-shared"
            mb={8}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() =>
              confirmAction({
                title: t('savedSearchDeleteTitle'),
                message: t('savedSearchDeleteConfirm', { name: selected.name }),
                confirmLabel: t('delete'),
                danger: true,
                onConfirm: () =>
                  void deleteSavedSearch(node, selected.id).then(() => {
                    setSelectedId(null);
                    void refresh();
                  }),
              })
            }
            data-testid="saved-search-delete"
          >
            {t('delete')}
          </Button>
        </>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'rename' ? t('savedSearchRenameTitle') : t('savedSearchSaveTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submitEditing();
          }}
        >
          <Stack>
            {refusal.general ? (
              <Alert color="red" role="alert">
                {refusal.general}
              </Alert>
            ) : null}
            <TextInput
              label={t('savedSearchName')}
              required
              maxLength={100}
              value={editing?.name ?? ''}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setEditing((current) => (current ? { ...current, name } : current));
              }}
              error={refusal.fields.name}
              data-testid="saved-search-name"
              data-autofocus
            />
            {editing?.mode === 'create' ? (
              <Checkbox
                label={t('savedSearchShareLabel')}
                checked={editing.shared}
                onChange={(event) => {
                  const shared = event.currentTarget.checked;
                  setEditing((current) => (current ? { ...current, shared } : current));
                }}
                data-testid="saved-search-share-new"
              />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                loading={busy}
                disabled={(editing?.name.trim() ?? '') === ''}
                data-testid="saved-search-confirm"
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
