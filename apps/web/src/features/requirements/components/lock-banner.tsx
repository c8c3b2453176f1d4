import { Alert, Button, Group, Text } from '@mantine/core';
import type { Requirements } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import {
  unlockRequirements,
  useRefreshRequirements,
  useRequirementKey,
} from '../api/requirements-queries.ts';

/**
 * Why the requirements may not change (000 §4). A closed or awarded source stays locked. While
 * completed submissions exist, someone who may edit can unlock after confirming that those
 * submissions are withdrawn and their bidders emailed.
 */
export function LockBanner({ requirements, canUnlock }: { requirements: Requirements; canUnlock: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useRequirementKey();
  const refresh = useRefreshRequirements(requirements.tenderId);
  const [unlocking, setUnlocking] = useState(false);

  if (requirements.lock === null) return null;
  if (requirements.lock === 'closed') {
    return (
      <Alert color="gray" title={t('requirementsLockedTitle')} data-testid="requirements-locked">
        {t('requirementsLockedClosed')}
      </Alert>
    );
  }

  const count = requirements.completedSubmissions;
  function unlock() {
    confirmAction({
      title: t('requirementsUnlockTitle'),
      message: t('requirementsUnlockConfirm', { count }),
      confirmLabel: t('requirementsUnlockAccept'),
      danger: true,
      onConfirm: () => {
        setUnlocking(true);
        void unlockRequirements(keys.node, requirements.tenderId)
          .then(async (unlocked) => {
            queryClient.setQueryData(keys.requirements(requirements.tenderId), unlocked);
            notifySaved(t('requirementsUnlocked'));
            await refresh();
          })
          .catch(() => {})
          .finally(() => setUnlocking(false));
      },
    });
  }

  return (
    <Alert color="orange" title={t('requirementsLockedTitle')} data-testid="requirements-have-submissions">
      <Group justify="space-between" align="center">
        <Text size="sm">{t('requirementsLockedSubmissions', { count })}</Text>
        {canUnlock ? (
          <Button color="orange" onClick={unlock} loading={unlocking} data-testid="requirements-unlock">
            {t('requirementsUnlock')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
