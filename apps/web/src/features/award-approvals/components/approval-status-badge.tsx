import { Badge } from '@mantine/core';
import type { AwardApprovalStatus } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { approvalStatusLabels, statusColors } from '../presenters.ts';

export function ApprovalStatusBadge({ status, testId }: { status: AwardApprovalStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" data-testid={testId}>
      {t(approvalStatusLabels[status])}
    </Badge>
  );
}
