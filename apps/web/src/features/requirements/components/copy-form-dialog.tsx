import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TableType } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { useRequirementKey, useTableSearch } from '../api/requirements-queries.ts';
import { copyTable } from '../api/tables-queries.ts';

/**
 * "Copy from another project": searches the agency's other sources for forms of this section by
 * name, and copies the chosen one here, with the buyer's values when asked.
 */
export function CopyFormDialog({
  tenderId,
  tableType,
  onClose,
  onCopied,
}: {
  tenderId: number;
  tableType: TableType;
  onClose: () => void;
  onCopied: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const keys = useRequirementKey();
  const [keywords, setKeywords] = useState('');
  const [searchText] = useDebouncedValue(keywords.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const [includeData, setIncludeData] = useState(true);
  const [copying, setCopying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hits = useTableSearch(tenderId, searchText, tableType);
  // The server leaves this source's own forms out too; an older one may not, so they are dropped here.
  const found = (hits.data ?? []).filter((hit) => hit.tenderId !== tenderId);

  async function copy() {
    if (chosen === null) return;
    setCopying(true);
    setFailure(null);
    try {
      await copyTable(keys.node, Number(chosen), tenderId, includeData);
      notifySaved(t('sectionFormsCopiedOne'));
      await onCopied();
      onClose();
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setCopying(false);
    }
  }

  let results = (
    <Text size="sm" c="dimmed">
      {t('loading')}
    </Text>
  );
  if (hits.isError) {
    results = (
      <Alert color="red" role="alert">
        {t('sectionFormsSearchFailed')}
      </Alert>
    );
  } else if (hits.data && found.length === 0) {
    results = (
      <Text size="sm" c="dimmed" data-testid="copy-form-none">
        {t('sectionFormsSearchNone')}
      </Text>
    );
  } else if (hits.data) {
    results = (
      <ScrollArea.Autosize mah={280}>
        <Radio.Group value={chosen} onChange={setChosen} aria-label={t('sectionFormsSearchResults')}>
          <Stack gap="xs">
            {found.map((hit) => (
              <Radio
                key={hit.id}
                value={String(hit.id)}
                label={hit.name}
                description={
                  hit.projectNumber ? `${hit.projectNumber} — ${hit.projectName}` : hit.projectName
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('sectionFormsCopyTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('sectionFormsSearchLabel')}
          placeholder={t('sectionFormsSearchPlaceholder')}
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
          data-autofocus
        />
        {results}
        <Switch
          label={t('sectionFormsCopyIncludeData')}
          description={t('sectionFormsCopyIncludeDataHint')}
          checked={includeData}
          onChange={(event) => setIncludeData(event.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={copying}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void copy()} loading={copying} disabled={chosen === null}>
            {t('sectionFormsCopyConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
