import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { isSourceClosed, type Project } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useAwardApprovals } from '../api/award-approvals-queries.ts';
import { useApprovalCall } from '../api/use-approval-call.ts';
import { ApprovalCard } from '../components/approval-card.tsx';
import { ApprovalWizard } from '../components/approval-wizard.tsx';

/**
 * Award > Approval (000 §2, §3): the project's award approvals, each a report on one supplier
 * sent to its people in turn, with what the buyer may do in its status; new ones once the source
 * has closed, made and edited in the wizard.
 */
export function AwardApprovalPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const list = useAwardApprovals(project.id);
  const call = useApprovalCall(project.id);
  // undefined: no wizard; null: a new approval; a number: that approval.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const canAct = useRouteAccess('project.award')?.canAct ?? true;
  const canCreate = canAct && isSourceClosed(project.status);

  const newButton = (
    <Button onClick={() => setEditing(null)} data-testid="approval-new">
      {t('awardApprovalsNew')}
    </Button>
  );

  let content: ReactNode;
  if (list.isPending) content = <PageLoader />;
  else if (list.isError)
    content = (
      <ErrorState
        title={t('awardApprovalsFailed')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.values.length === 0)
    content = (
      <EmptyResult title={t('awardApprovalsEmpty')} description={t('awardApprovalsEmptyHint')}>
        {canCreate ? newButton : null}
      </EmptyResult>
    );
  else
    content = list.data.values.map((approval) => (
      <ApprovalCard
        key={approval.id}
        projectId={project.id}
        approval={approval}
        canAct={canAct}
        call={call}
        onEdit={() => setEditing(approval.id)}
      />
    ));

  const hasApprovals = (list.data?.values.length ?? 0) > 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('awardApprovalsTitle')}</Title>
        {canCreate && hasApprovals ? newButton : null}
      </Group>
      {isSourceClosed(project.status) ? null : <Text c="dimmed">{t('awardApprovalsNotClosed')}</Text>}
      {content}
      {editing !== undefined ? (
        <ApprovalWizard project={project} approvalId={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Stack>
  );
}
