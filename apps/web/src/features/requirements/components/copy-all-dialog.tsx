import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { ProjectPicker, useProject } from '../../projects/index.ts';
import { useRequirementKey } from '../api/requirements-queries.ts';
import { copyAllTables } from '../api/tables-queries.ts';

/** "Copy all from a project": every form of the chosen project's source is copied into this one. */
export function CopyAllDialog({
  projectId,
  tenderId,
  onClose,
  onCopied,
}: {
  projectId: number;
  tenderId: number;
  onClose: () => void;
  onCopied: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const keys = useRequirementKey();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = useProject(chosenId ?? 0);
  const fromTenderId = chosen.data?.tenders[0]?.id ?? null;
  const [copying, setCopying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function copy() {
    if (fromTenderId === null) return;
    setCopying(true);
    setFailure(null);
    try {
      await copyAllTables(keys.node, tenderId, fromTenderId);
      notifySaved(t('sectionFormsCopiedAll'));
      await onCopied();
      onClose();
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setCopying(false);
    }
  }

  const noSource = chosenId !== null && chosen.data !== undefined && fromTenderId === null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('sectionFormsCopyAllTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">{t('sectionFormsCopyAllIntro')}</Text>
        <ProjectPicker
          label={t('sectionFormsCopyAllProject')}
          value={chosenId}
          onChange={setChosenId}
          excludeId={projectId}
          testId="copy-all-project"
        />
        {noSource ? <Alert color="yellow">{t('sectionFormsCopyAllNoSource')}</Alert> : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={copying}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void copy()}
            loading={copying || (chosenId !== null && chosen.isFetching)}
            disabled={fromTenderId === null}
            data-testid="copy-all-confirm"
          >
            {t('sectionFormsCopyAllConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
