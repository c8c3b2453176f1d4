import { Badge, Group } from '@mantine/core';
import type { CopyStatus, EmailStatus, SentEmailRow } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

const emailStatusLabels: Record<EmailStatus, UiKey> = {
  scheduled: 'messagesStatusScheduled',
  sent: 'messagesStatusSent',
  cancelled: 'messagesStatusCancelled',
};
const emailStatusColors: Record<EmailStatus, string> = {
  scheduled: 'blue',
  sent: 'green',
  cancelled: 'gray',
};

export const copyStatusLabels: Record<CopyStatus, UiKey> = {
  queued: 'messagesCopyQueued',
  sent: 'messagesCopySent',
  failed: 'messagesCopyFailed',
};
const copyStatusColors: Record<CopyStatus, string> = { queued: 'yellow', sent: 'green', failed: 'red' };

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={emailStatusColors[status]}>
      {t(emailStatusLabels[status])}
    </Badge>
  );
}

export function CopyStatusBadge({ status }: { status: CopyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={copyStatusColors[status]} data-testid={`copy-status-${status}`}>
      {t(copyStatusLabels[status])}
    </Badge>
  );
}

/** How a sent mail's copies stand: only the states some copy is in, so a clean send reads "3 sent". */
export function CopyCounts({ counts }: { counts: SentEmailRow['counts'] }) {
  const { t } = useTranslation();
  const shown = (['sent', 'queued', 'failed'] as const).filter((status) => counts[status] > 0);
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((status) => (
        <Badge key={status} variant="light" color={copyStatusColors[status]} size="sm">
          {t('messagesCopyCount', { count: counts[status], status: t(copyStatusLabels[status]) })}
        </Badge>
      ))}
    </Group>
  );
}
