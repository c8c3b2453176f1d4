import { Badge } from '@mantine/core';
import type { EvaluationStatus } from '@procura/contract';
import { useTranslation } from 'react-i18next';

const statusLabels = {
  Draft: 'evaluatorStatusDraft',
  'In Progress': 'evaluatorStatusInProgress',
  Complete: 'evaluatorStatusComplete',
} as const satisfies Record<EvaluationStatus, string>;

const statusColors: Record<EvaluationStatus, string> = {
  Draft: 'gray',
  'In Progress': 'blue',
  Complete: 'green',
};

export function EvaluationStatusBadge({ status }: { status: EvaluationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(statusLabels[status])}
    </Badge>
  );
}
