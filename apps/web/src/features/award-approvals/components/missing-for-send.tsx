import { Alert, List } from '@mantine/core';
import type { AwardApproval } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { approvalActions } from '../presenters.ts';

/** What still keeps an approval from being sent, in the server's words (its `missing` keys). */
export function MissingForSend({ approval }: { approval: AwardApproval }) {
  const { t } = useTranslation();
  if (approval.missing.length === 0 || !approvalActions(approval).send) return null;
  return (
    <Alert color="yellow" title={t('awardApprovalsMissingTitle')} data-testid="approval-missing">
      <List size="sm">
        {approval.missing.map((key) => (
          <List.Item key={key}>{t(key as 'awardApprovalNeedsDocument')}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
