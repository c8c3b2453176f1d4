import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MyEvaluation } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../ui/format.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { failureMessage, useMyEvaluations } from '../api/evaluator-queries.ts';
import { EvaluationStatusBadge } from '../components/evaluator-status.tsx';

function ConflictCell({ hasConflict }: { hasConflict: boolean | null }) {
  const { t } = useTranslation();
  if (hasConflict === null) return <Text size="sm">{t('evaluatorNotYet')}</Text>;
  return hasConflict ? (
    <Badge color="red" variant="light">
      {t('evaluatorConflictDeclaredShort')}
    </Badge>
  ) : (
    <Text size="sm">{t('evaluatorNoConflictShort')}</Text>
  );
}

function EvaluationsTable({ evaluations }: { evaluations: MyEvaluation[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="evaluator-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('evaluatorProject')}</Table.Th>
            <Table.Th>{t('evaluatorStatus')}</Table.Th>
            <Table.Th>{t('evaluatorNdaColumn')}</Table.Th>
            <Table.Th>{t('evaluatorConflictColumn')}</Table.Th>
            <Table.Th>{t('evaluatorSubmittedColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evaluations.map((evaluation) => (
            <Table.Tr key={evaluation.evaluationId}>
              <Table.Td>
                <Anchor component={Link} to={`/evaluator/${evaluation.evaluationId}`} size="sm">
                  {[evaluation.projectNumber, evaluation.projectName].filter(Boolean).join(' — ')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <EvaluationStatusBadge status={evaluation.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {evaluation.ndaAccepted ? t('evaluatorNdaAccepted') : t('evaluatorNotYet')}
                </Text>
              </Table.Td>
              <Table.Td>
                <ConflictCell hasConflict={evaluation.hasConflict} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {evaluation.submittedAt ? formatDateTime(evaluation.submittedAt) : t('evaluatorNotYet')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /evaluator (000 §2 settings menu; issue 8 §1): the evaluations I am on the team of, with my progress. */
export function EvaluatorListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('evaluatorTitle'));
  const list = useMyEvaluations();

  function content() {
    if (list.isPending) return <PageLoader />;
    if (list.isError) {
      return (
        <ErrorState
          title={t('evaluatorListFailed')}
          message={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (list.data.length === 0) {
      return <EmptyResult title={t('evaluatorListEmpty')} description={t('evaluatorListEmptyHint')} />;
    }
    return <EvaluationsTable evaluations={list.data} />;
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('evaluatorTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('evaluatorIntro')}
      </Text>
      {content()}
    </Stack>
  );
}
