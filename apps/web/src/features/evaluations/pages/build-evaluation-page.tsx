import { Stack, Text, Title } from '@mantine/core';
import type { Evaluation, Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useEvaluationCall } from '../api/use-evaluation-call.ts';
import { EvaluationCriteria } from '../components/evaluation-criteria.tsx';
import { EvaluationSettingsForm, settingsOf } from '../components/evaluation-settings-form.tsx';
import { EvaluationStates, useCanEvaluate } from '../components/evaluation-states.tsx';
import { EvaluationStatusActions, MissingToStart } from '../components/evaluation-status-actions.tsx';
import { ScoringFormula } from '../components/scoring-formula.tsx';

function BuildEvaluation({ project, evaluation }: { project: Project; evaluation: Evaluation }) {
  const { t } = useTranslation();
  const call = useEvaluationCall(project.id);
  const canAct = useCanEvaluate();
  // The builder changes only while Draft: the criteria would change under the evaluators' scores.
  const editable = canAct && evaluation.status === 'Draft';
  return (
    <Stack>
      <EvaluationStatusActions project={project} evaluation={evaluation} canAct={canAct} call={call} />
      {evaluation.status === 'Draft' ? null : (
        <Text c="dimmed" size="sm">
          {t('evaluationLockedHint')}
        </Text>
      )}
      <MissingToStart evaluation={evaluation} />
      <EvaluationSettingsForm
        // A saved change (or another tab's) starts the form afresh from the server's settings.
        key={JSON.stringify(settingsOf(evaluation))}
        evaluation={evaluation}
        readOnly={!editable}
        call={call}
      />
      <ScoringFormula evaluation={evaluation} />
      <EvaluationCriteria projectId={project.id} evaluation={evaluation} editable={editable} call={call} />
    </Stack>
  );
}

/**
 * Evaluate › Build (issue 8 §1 build-evaluation): the settings, how scores add up, the criteria in
 * their sections, what is missing to start and the status moves.
 */
export function BuildEvaluationPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('evaluationBuildTitle')}</Title>
      <EvaluationStates project={project}>
        {(evaluation) => <BuildEvaluation project={project} evaluation={evaluation} />}
      </EvaluationStates>
    </Stack>
  );
}
