import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type PerformanceEvaluation, performanceEvaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from './day-field.tsx';
import type { EvaluationCalls } from './use-evaluation-calls.ts';

/** The refusals of a step that belong to one of its fields. */
const stepFieldOfKey = {
  performanceReturnNeedsComment: 'comment',
  performanceAppealMeetingDateRequired: 'appealMeetingDate',
};

/**
 * Return and Complete appeal (issue 23 §2; 000 §5): a return says why (its comment is required),
 * an appeal completes with its meeting date (required) and the outcome. The contract's rules are
 * checked before sending and the server's refusal shows at its field.
 */
export function StepDialog({
  kind,
  evaluation,
  calls,
  onClose,
}: {
  kind: 'return' | 'completeAppeal';
  evaluation: PerformanceEvaluation;
  calls: EvaluationCalls;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [meetingDate, setMeetingDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isReturn = kind === 'return';

  async function send() {
    const problems: Record<string, string> = {};
    if (isReturn && comment.trim() === '') problems.comment = t('performanceReturnNeedsComment');
    if (!isReturn && meetingDate === '')
      problems.appealMeetingDate = t('performanceAppealMeetingDateRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const outcome = await calls.step(
      {
        action: kind,
        comment: comment.trim(),
        appealMeetingDate: isReturn ? null : meetingDate,
        version: evaluation.version,
      },
      stepFieldOfKey,
    );
    if (outcome.ok) onClose();
    else setErrors(outcome.fields);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={isReturn ? t('perfReturnTitle') : t('perfCompleteAppealTitle')}
      data-testid={`step-dialog-${kind}`}
    >
      <Stack>
        {isReturn ? null : (
          <DayField
            label={t('perfAppealMeetingDate')}
            required
            value={meetingDate}
            onChange={setMeetingDate}
            error={errors.appealMeetingDate}
            testId="appeal-meeting-date"
          />
        )}
        <Textarea
          label={isReturn ? t('perfReturnComment') : t('perfAppealOutcome')}
          required={isReturn}
          autosize
          minRows={3}
          maxLength={performanceEvaluationRules.commentMax}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
          data-testid="step-comment"
        />
        {calls.failure ? (
          <Alert color="red" role="alert">
            {calls.failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color={isReturn ? 'orange' : undefined}
            loading={calls.pending === kind}
            onClick={() => void send()}
            data-testid="step-send"
          >
            {isReturn ? t('perfActionReturn') : t('perfActionCompleteAppeal')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
