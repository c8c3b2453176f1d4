import { Badge, Button, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { Evaluation, Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import {
  type EvaluationSupplier,
  setSupplierStatus,
  useEvaluationSuppliers,
} from '../api/evaluations-queries.ts';
import { useEvaluationCall } from '../api/use-evaluation-call.ts';
import { ConsensusTable } from '../components/consensus-table.tsx';
import { DisqualifyModal } from '../components/disqualify-modal.tsx';
import { EvaluationStates, useCanEvaluate } from '../components/evaluation-states.tsx';

function SupplierProgress({ supplier }: { supplier: EvaluationSupplier }) {
  const { t } = useTranslation();
  const { scoredBy, evaluators } = supplier;
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm" data-testid="supplier-progress">
        {t('evaluationScoredBy', { scored: scoredBy, count: evaluators })}
      </Text>
      <Progress value={evaluators > 0 ? (scoredBy / evaluators) * 100 : 0} size="sm" aria-hidden />
    </Stack>
  );
}

function Suppliers({ project, evaluation }: { project: Project; evaluation: Evaluation }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const list = useEvaluationSuppliers(project.id, evaluation.id);
  const call = useEvaluationCall(project.id);
  const canAct = useCanEvaluate();
  const [disqualifying, setDisqualifying] = useState<EvaluationSupplier | null>(null);

  function reinstate(supplier: EvaluationSupplier) {
    confirmAction({
      title: t('evaluationReinstate'),
      message: t('evaluationReinstateConfirm', { company: supplier.companyName }),
      confirmLabel: t('evaluationReinstate'),
      onConfirm: () =>
        void call.run(
          `supplier-${supplier.submissionId}`,
          () =>
            setSupplierStatus(node, evaluation.id, supplier.submissionId, {
              status: 'Evaluating',
              reason: '',
            }),
          t('evaluationSupplierReinstated', { company: supplier.companyName }),
        ),
    });
  }

  return (
    <Stack gap="xl">
      <ListStates
        query={list}
        failedTitle={t('evaluationSuppliersFailed')}
        emptyTitle={t('evaluationSuppliersEmpty')}
        emptyHint={t('evaluationSuppliersEmptyHint')}
      >
        {(page) => (
          <Table striped data-testid="evaluation-suppliers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('evaluationSupplier')}</Table.Th>
                <Table.Th>{t('evaluationSupplierStatus')}</Table.Th>
                <Table.Th>{t('evaluationProgress')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.values.map((supplier) => {
                const out = supplier.status === 'Disqualified';
                return (
                  <Table.Tr key={supplier.submissionId} data-testid={`supplier-${supplier.submissionId}`}>
                    <Table.Td>{supplier.companyName}</Table.Td>
                    <Table.Td>
                      <Badge color={out ? 'red' : 'blue'} variant="light">
                        {t(
                          out ? 'evaluationSupplierStatusDisqualified' : 'evaluationSupplierStatusEvaluating',
                        )}
                      </Badge>
                      {out && supplier.reason ? (
                        <Text size="xs" mt={4} data-testid="supplier-reason">
                          {supplier.reason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <SupplierProgress supplier={supplier} />
                    </Table.Td>
                    <Table.Td>
                      {canAct ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color={out ? undefined : 'red'}
                          loading={call.pending === `supplier-${supplier.submissionId}`}
                          onClick={() => (out ? reinstate(supplier) : setDisqualifying(supplier))}
                          aria-label={t(out ? 'evaluationReinstateItem' : 'evaluationDisqualifyItem', {
                            company: supplier.companyName,
                          })}
                        >
                          {t(out ? 'evaluationReinstate' : 'evaluationDisqualify')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
      <ConsensusTable project={project} evaluation={evaluation} />
      {disqualifying ? (
        <DisqualifyModal
          projectId={project.id}
          evaluationId={evaluation.id}
          supplier={disqualifying}
          onClose={() => setDisqualifying(null)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Evaluate › Supplier Status (issue 8 §1): each supplier's standing (evaluating, or disqualified
 * with the reason) and how many evaluators scored it fully, then the consensus with its export.
 */
export function SupplierStatusPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('evaluationSuppliersTitle')}</Title>
      <EvaluationStates project={project}>
        {(evaluation) => <Suppliers project={project} evaluation={evaluation} />}
      </EvaluationStates>
    </Stack>
  );
}
