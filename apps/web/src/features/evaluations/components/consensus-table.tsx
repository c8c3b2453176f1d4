import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Evaluation, Project } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatAmount } from '../../../ui/format.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { consensusExportHref, useConsensus } from '../api/evaluations-queries.ts';
import { useFormatWorth } from '../presenters.ts';

/**
 * The consensus (issue 8 §1): each supplier's mean score per criterion, its total and rank, from
 * the scores of the evaluators who submitted theirs; disqualified suppliers are listed unranked.
 * The same table goes out as an xlsx.
 */
export function ConsensusTable({ project, evaluation }: { project: Project; evaluation: Evaluation }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const query = useConsensus(project.id, evaluation.id);
  const formatWorth = useFormatWorth(evaluation.scoringMethod);
  const submitted = evaluation.team.filter((m) => m.submittedAt !== null && m.hasConflict === false).length;

  let content: ReactNode;
  if (query.isPending) content = <PageLoader />;
  else if (query.isError)
    content = (
      <ErrorState
        title={t('evaluationConsensusFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data || query.data.rows.length === 0)
    content = (
      <EmptyResult title={t('evaluationConsensusEmpty')} description={t('evaluationConsensusEmptyHint')} />
    );
  else {
    const consensus = query.data;
    const hasPrice = consensus.criteria.some((c) => c.kind === 'price');
    content = (
      <>
        {hasPrice && !consensus.priceUnsealed ? (
          <Text size="sm" c="orange">
            {t('evaluationConsensusPriceSealed')}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="consensus-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('evaluationRank')}</Table.Th>
                <Table.Th>{t('evaluationSupplier')}</Table.Th>
                {consensus.criteria.map((c) => (
                  <Table.Th key={c.id}>
                    {c.name}
                    <Text size="xs" c="dimmed">
                      {formatWorth(c.worth)}
                    </Text>
                  </Table.Th>
                ))}
                <Table.Th>{t('evaluationTotal')}</Table.Th>
                <Table.Th>{t('evaluationPriceTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consensus.rows.map((row) => (
                <Table.Tr key={row.submissionId} data-testid={`consensus-row-${row.submissionId}`}>
                  <Table.Td data-testid="consensus-rank">{row.rank ?? '—'}</Table.Td>
                  <Table.Td>
                    {row.companyName}
                    {row.disqualified ? (
                      <Badge ml="xs" size="xs" color="red" variant="light">
                        {t('evaluationSupplierStatusDisqualified')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  {consensus.criteria.map((c) => {
                    const score = row.scores.find((s) => s.criterionId === c.id)?.score ?? null;
                    return <Table.Td key={c.id}>{score ?? '—'}</Table.Td>;
                  })}
                  <Table.Td fw={600} data-testid="consensus-total">
                    {row.total}
                  </Table.Td>
                  <Table.Td>{formatAmount(row.priceTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </>
    );
  }

  return (
    <Stack data-testid="consensus">
      <Group justify="space-between">
        <Title order={2}>{t('evaluationConsensusTitle')}</Title>
        <Button component="a" variant="default" href={consensusExportHref(node, evaluation.id)} download>
          {t('evaluationConsensusExport')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('evaluationConsensusSubmittedOnly', { count: submitted, team: evaluation.team.length })}
      </Text>
      {content}
    </Stack>
  );
}
