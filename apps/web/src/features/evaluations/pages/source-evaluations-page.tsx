import { Anchor, Stack, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useEvaluation } from '../api/evaluations-queries.ts';
import { ConsensusTable } from '../components/consensus-table.tsx';
import { EvaluationStatusBadge } from '../components/evaluation-states.tsx';

/**
 * Source › Evaluations (000 §2): the evaluation's consensus summary, read-only; the evaluation is
 * built and run in the Evaluate area, which the empty state links to.
 */
export function SourceEvaluationsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  // The Source tab is open to those who may not see evaluations: they are told, not refused.
  const canView = useRouteAccess('project.evaluate')?.canView ?? true;
  if (!canView) return <EmptyResult title={t('evaluationNotPermitted')} />;
  return <EvaluationSummary project={project} />;
}

function EvaluationSummary({ project }: { project: Project }) {
  const { t } = useTranslation();
  const query = useEvaluation(project.id);
  const buildPath = `/projects/${project.id}/evaluate/build-evaluation`;

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
      <EmptyResult title={t('evaluationEmpty')} description={t('evaluationSourceEmptyHint')}>
        <Anchor component={Link} to={buildPath} data-testid="evaluation-build-link">
          {t('evaluationGoToBuild')}
        </Anchor>
      </EmptyResult>
    );
  const evaluation = query.data;
  return (
    <Stack>
      <Title order={2}>
        {t('evaluationsTab')} <EvaluationStatusBadge status={evaluation.status} />
      </Title>
      <Anchor component={Link} to={`/projects/${project.id}/evaluate/supplier-status`}>
        {t('evaluationGoToSuppliers')}
      </Anchor>
      <ConsensusTable project={project} evaluation={evaluation} />
    </Stack>
  );
}
