import { Alert, Button, Group, List, Text } from '@mantine/core';
import {
  type Evaluation,
  type EvaluationStatus,
  isSourceClosed,
  type MessageKey,
  type Project,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { changeEvaluationStatus } from '../api/evaluations-queries.ts';
import type { EvaluationCall } from '../api/use-evaluation-call.ts';
import { EvaluationStatusBadge } from './evaluation-states.tsx';

type Move = { to: EvaluationStatus; label: UiKey; confirm: UiKey; done: UiKey; danger?: boolean };

/** The moves the server allows from each status (service.ts), with their texts. */
const movesFrom: Record<EvaluationStatus, Move[]> = {
  Draft: [
    {
      to: 'In Progress',
      label: 'evaluationStart',
      confirm: 'evaluationStartConfirm',
      done: 'evaluationStarted',
    },
  ],
  'In Progress': [
    {
      to: 'Complete',
      label: 'evaluationComplete',
      confirm: 'evaluationCompleteConfirm',
      done: 'evaluationCompleted',
    },
    {
      to: 'Draft',
      label: 'evaluationBackToDraft',
      confirm: 'evaluationBackToDraftConfirm',
      done: 'evaluationBackInDraft',
      danger: true,
    },
  ],
  Complete: [
    {
      to: 'In Progress',
      label: 'evaluationReopen',
      confirm: 'evaluationReopenConfirm',
      done: 'evaluationReopened',
    },
  ],
};

/** What keeps evaluators from starting, in the catalogue's words (the server computes it). */
export function MissingToStart({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  if (evaluation.status !== 'Draft' || evaluation.missing.length === 0) return null;
  return (
    <Alert color="yellow" title={t('evaluationMissingTitle')} data-testid="evaluation-missing">
      <List size="sm">
        {evaluation.missing.map((key) => (
          <List.Item key={key}>{t(key as MessageKey)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The evaluation's status and the moves from it: Start (Draft to In Progress, once nothing is
 * missing; the server also waits for the source to close), Complete, Back to draft (only before
 * anyone scored) and Reopen. Each asks first; a refusal shows the server's messages.
 */
export function EvaluationStatusActions({
  project,
  evaluation,
  canAct,
  call,
}: {
  project: Project;
  evaluation: Evaluation;
  canAct: boolean;
  call: EvaluationCall;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const moves = canAct ? movesFrom[evaluation.status] : [];

  function move(next: Move) {
    confirmAction({
      title: t(next.label),
      message: t(next.confirm),
      confirmLabel: t(next.label),
      danger: next.danger,
      onConfirm: () =>
        void call.run(
          `status-${next.to}`,
          () => changeEvaluationStatus(node, evaluation.id, next.to),
          t(next.done),
        ),
    });
  }

  return (
    <Group justify="space-between" align="center">
      <Group gap="xs">
        <Text fw={500}>{t('evaluationStatusLabel')}</Text>
        <EvaluationStatusBadge status={evaluation.status} />
        {evaluation.status === 'Draft' && !isSourceClosed(project.status) ? (
          <Text size="sm" c="dimmed">
            {t('evaluationSourceOpenHint')}
          </Text>
        ) : null}
      </Group>
      <Group gap="xs">
        {moves.map((next) => (
          <Button
            key={next.to}
            variant={next.danger ? 'default' : 'filled'}
            disabled={
              next.to === 'In Progress' && evaluation.status === 'Draft' && evaluation.missing.length > 0
            }
            loading={call.pending === `status-${next.to}`}
            onClick={() => move(next)}
          >
            {t(next.label)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
