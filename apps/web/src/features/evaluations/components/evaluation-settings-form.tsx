import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type Evaluation,
  type EvaluationSettings,
  evaluationRules,
  evaluationSettingsSchema,
  type ScoringMethod,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { updateSettings } from '../api/evaluations-queries.ts';
import type { EvaluationCall } from '../api/use-evaluation-call.ts';

export function settingsOf(evaluation: Evaluation): EvaluationSettings {
  const { scoringMethod, decimalPlaces, minScore, maxScore } = evaluation;
  const { ndaTemplate, conflictTemplate, scoreCardTemplate } = evaluation;
  return {
    scoringMethod,
    decimalPlaces,
    minScore,
    maxScore,
    ndaTemplate,
    conflictTemplate,
    scoreCardTemplate,
  };
}

/** NumberInput answers '' while empty: kept as NaN so the schema names the field. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * The evaluation's settings (issue 8 §1): scoring method, decimal places, the score scale and the
 * templates evaluators read. Saving another method resets every criterion's points or weight on
 * the server (000 §4), so it is confirmed first when there are criteria to lose.
 */
export function EvaluationSettingsForm({
  evaluation,
  readOnly,
  call,
}: {
  evaluation: Evaluation;
  readOnly: boolean;
  call: EvaluationCall;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [draft, setDraft] = useState<EvaluationSettings>(() => settingsOf(evaluation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EvaluationSettings>(name: K, value: EvaluationSettings[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  function save() {
    const problems = schemaErrors(evaluationSettingsSchema, draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const send = () =>
      void call.run(
        'settings',
        () => updateSettings(node, evaluation.id, draft),
        t('evaluationSettingsSaved'),
      );
    const methodChanges = draft.scoringMethod !== evaluation.scoringMethod;
    if (!methodChanges || evaluation.criteria.length === 0) return send();
    confirmAction({
      title: t('evaluationMethodChangeTitle'),
      message: t('evaluationMethodChangeWarning', { count: evaluation.criteria.length }),
      confirmLabel: t('evaluationMethodChangeConfirm'),
      danger: true,
      onConfirm: send,
    });
  }

  const templates = [
    ['ndaTemplate', 'evaluationNdaTemplate'],
    ['conflictTemplate', 'evaluationConflictTemplate'],
    ['scoreCardTemplate', 'evaluationScoreCardTemplate'],
  ] as const;

  return (
    <Fieldset legend={t('evaluationSettingsTitle')} disabled={readOnly} data-testid="evaluation-settings">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('evaluationScoringMethod')}
          </Text>
          <SegmentedControl
            aria-label={t('evaluationScoringMethod')}
            value={draft.scoringMethod}
            onChange={(value) => set('scoringMethod', value as ScoringMethod)}
            disabled={readOnly}
            data={[
              { value: 'points', label: t('evaluationMethodPoints') },
              { value: 'weights', label: t('evaluationMethodWeights') },
            ]}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('evaluationDecimalPlaces')}
            min={0}
            max={evaluationRules.maxDecimalPlaces}
            allowDecimal={false}
            allowNegative={false}
            value={draft.decimalPlaces}
            onChange={(value) => set('decimalPlaces', numberOf(value))}
            error={errors.decimalPlaces}
          />
          <NumberInput
            label={t('evaluationMinScore')}
            min={0}
            max={evaluationRules.maxScoreCeiling}
            allowDecimal={false}
            allowNegative={false}
            value={draft.minScore}
            onChange={(value) => set('minScore', numberOf(value))}
            error={errors.minScore}
          />
          <NumberInput
            label={t('evaluationMaxScore')}
            min={1}
            max={evaluationRules.maxScoreCeiling}
            allowDecimal={false}
            allowNegative={false}
            value={draft.maxScore}
            onChange={(value) => set('maxScore', numberOf(value))}
            error={errors.maxScore}
          />
        </SimpleGrid>
        {templates.map(([name, label]) => (
          <Textarea
            key={name}
            label={t(label)}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={evaluationRules.templateMax}
            value={draft[name]}
            onChange={(e) => set(name, e.currentTarget.value)}
            error={errors[name]}
          />
        ))}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button
              onClick={save}
              loading={call.pending === 'settings'}
              data-testid="evaluation-settings-save"
            >
              {t('evaluationSettingsSave')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
