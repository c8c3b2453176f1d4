import { Anchor, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { EvaluatorView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { failureMessage, useEvaluatorCalls, useEvaluatorView } from '../api/evaluator-queries.ts';
import { ConflictStep, ExcludedState, NdaStep, WaitingState } from '../components/declaration-steps.tsx';
import { EvaluationStatusBadge } from '../components/evaluator-status.tsx';
import { ScoringStep } from '../components/scoring-step.tsx';

type Step = 'nda' | 'conflict' | 'excluded' | 'waiting' | 'scoring';

/** Where the evaluator stands, read from the server's `blockedBy` rather than worked out again here. */
function stepOf(view: EvaluatorView): Step {
  switch (view.blockedBy) {
    case null:
      return 'scoring';
    case 'evaluationNdaRequired':
      return 'nda';
    case 'evaluationConflictRequired':
      return 'conflict';
    case 'evaluationConflictDeclared':
      return 'excluded';
    // evaluationNotInProgress, evaluationSubmissionsSealed, or any later reason: wait and say why.
    default:
      return 'waiting';
  }
}

function activeStep(step: Step, view: EvaluatorView): number {
  if (step === 'nda') return 0;
  if (step === 'conflict') return 1;
  // Past the last step when submitted: every step shows done.
  return view.submittedAt ? 3 : 2;
}

function Progress({ step, view }: { step: Step; view: EvaluatorView }) {
  const { t } = useTranslation();
  if (step === 'excluded') return null;
  return (
    <Stepper active={activeStep(step, view)} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('evaluatorStepNda')} />
      <Stepper.Step label={t('evaluatorStepConflict')} />
      <Stepper.Step label={t('evaluatorStepScoring')} />
    </Stepper>
  );
}

function EvaluatorContent({ evaluationId }: { evaluationId: number }) {
  const { t } = useTranslation();
  const view = useEvaluatorView(evaluationId);
  const calls = useEvaluatorCalls(evaluationId);

  if (view.isPending) return <PageLoader />;
  if (view.isError) {
    return (
      <ErrorState
        title={t('evaluatorPageFailed')}
        message={failureMessage(view.error)}
        onRetry={() => void view.refetch()}
      />
    );
  }
  const data = view.data;
  const step = stepOf(data);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('evaluatorPageKicker')}
          </Text>
          <Title order={1} size="h2" data-testid="evaluator-project">
            {[data.projectNumber, data.projectName].filter(Boolean).join(' — ')}
          </Title>
        </Stack>
        <EvaluationStatusBadge status={data.status} />
      </Group>
      <Progress step={step} view={data} />
      {step === 'nda' ? <NdaStep view={data} calls={calls} /> : null}
      {step === 'conflict' ? <ConflictStep view={data} calls={calls} /> : null}
      {step === 'excluded' ? <ExcludedState /> : null}
      {step === 'waiting' ? (
        <WaitingState
          blockedBy={data.blockedBy ?? ''}
          onCheck={() => void view.refetch()}
          checking={view.isFetching}
        />
      ) : null}
      {step === 'scoring' ? <ScoringStep view={data} calls={calls} /> : null}
    </Stack>
  );
}

function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /evaluator/:evaluationId (issue 8 §1): the evaluator accepts the NDA, declares any conflict of
 * interest, then scores each unsealed submission and submits. Someone not on the team gets the
 * server's 404 in place.
 */
export function EvaluatorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('evaluatorPageTitle'));
  const evaluationId = idOf(useParams().evaluationId);
  return (
    <Stack>
      <Anchor component={Link} to="/evaluator" size="sm">
        {t('evaluatorBack')}
      </Anchor>
      {evaluationId === null ? (
        <ErrorState title={t('evaluatorPageFailed')} message={t('invalidEvaluationId')} />
      ) : (
        // Keyed so that moving to another evaluation starts with a fresh draft of scores.
        <EvaluatorContent key={evaluationId} evaluationId={evaluationId} />
      )}
    </Stack>
  );
}
