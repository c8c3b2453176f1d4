import { Badge, Button } from '@mantine/core';
import type { Evaluation, EvaluationStatus, Project } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { createEvaluation, useEvaluation } from '../api/evaluations-queries.ts';
import { useEvaluationCall } from '../api/use-evaluation-call.ts';

/** Whether the user may change the evaluation (route `project.evaluate`, act). */
export function useCanEvaluate(): boolean {
  return useRouteAccess('project.evaluate')?.canAct ?? true;
}

const statusLabels: Record<EvaluationStatus, UiKey> = {
  Draft: 'evaluationStatusDraft',
  'In Progress': 'evaluationStatusInProgress',
  Complete: 'evaluationStatusComplete',
};
const statusColors: Record<EvaluationStatus, string> = {
  Draft: 'gray',
  'In Progress': 'blue',
  Complete: 'green',
};

export function EvaluationStatusBadge({ status }: { status: EvaluationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" data-testid="evaluation-status">
      {t(statusLabels[status])}
    </Badge>
  );
}

/**
 * The states every Evaluate page shares before its content: loading, failed, and no evaluation
 * yet, which offers to create it to those who may act. `children` draws the loaded evaluation.
 */
export function EvaluationStates({
  project,
  children,
}: {
  project: Project;
  children: (evaluation: Evaluation) => ReactNode;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const query = useEvaluation(project.id);
  const call = useEvaluationCall(project.id);
  const canAct = useCanEvaluate();

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState
        title={t('evaluationFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === null)
    return (
      <EmptyResult
        title={t('evaluationEmpty')}
        description={t(canAct ? 'evaluationEmptyHint' : 'evaluationEmptyReadOnly')}
      >
        {canAct ? (
          <Button
            loading={call.pending === 'create'}
            onClick={() =>
              void call.run('create', () => createEvaluation(node, project.id), t('evaluationCreated'))
            }
            data-testid="evaluation-create"
          >
            {t('evaluationCreate')}
          </Button>
        ) : null}
      </EmptyResult>
    );
  return <>{children(query.data)}</>;
}
