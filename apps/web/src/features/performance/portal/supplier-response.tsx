import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { performanceEvaluationRules, type SupplierEvaluation } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import { useSupplierResponse } from '../api/portal-queries.ts';

/**
 * The supplier's step while the evaluation waits on it (issue 23 §2): accept it, with a comment if
 * it wishes, or, where the agency allows appeals, appeal it with a reason (required, as the server
 * requires it). Only what the server says the supplier may do now is offered; a refusal (the review
 * period ended meanwhile) shows here in the server's words.
 */
export function SupplierResponse({ agency, evaluation }: { agency: string; evaluation: SupplierEvaluation }) {
  const { t } = useTranslation();
  const response = useSupplierResponse(agency, evaluation.id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [appealing, setAppealing] = useState(false);

  async function accept() {
    setFailure(null);
    setCommentError(null);
    try {
      await response.acknowledge.mutateAsync(comment.trim());
      notifySaved(t('portalEvalAccepted'));
    } catch (error) {
      const refusal = readRefusal(error, { invalidParameter: 'comment' });
      setCommentError(refusal.fields.comment ?? null);
      setFailure(refusal.general);
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="portal-eval-respond">
      <Stack>
        <Title order={2} size="h4" id="portal-eval-respond">
          {t('portalEvalRespondTitle')}
        </Title>
        <Text size="sm">{t('portalEvalRespondHint')}</Text>
        {evaluation.supplierReviewEndsOn ? (
          <Text size="sm" fw={600} data-testid="portal-eval-deadline">
            {t('portalEvalDeadline', { date: formatDay(evaluation.supplierReviewEndsOn) })}
          </Text>
        ) : null}
        {evaluation.can.acknowledge ? (
          <Textarea
            label={t('portalEvalYourComment')}
            autosize
            minRows={3}
            maxLength={performanceEvaluationRules.commentMax}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={commentError}
            data-testid="portal-eval-comment"
          />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" data-testid="portal-eval-failure">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {evaluation.can.appeal ? (
            <Button
              variant="default"
              color="red"
              onClick={() => setAppealing(true)}
              data-testid="portal-eval-appeal"
            >
              {t('portalEvalAppeal')}
            </Button>
          ) : null}
          {evaluation.can.acknowledge ? (
            <Button
              onClick={() => void accept()}
              loading={response.acknowledge.isPending}
              data-testid="portal-eval-accept"
            >
              {t('portalEvalAccept')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {appealing ? (
        <ReasonModal
          title={t('portalEvalAppealTitle')}
          hint={t('portalEvalAppealHint')}
          label={t('portalEvalAppealReason')}
          maxLength={performanceEvaluationRules.commentMax}
          required={t('performanceAppealReasonRequired')}
          reasonKeys={['performanceAppealReasonRequired', 'invalidParameter']}
          saveLabel={t('portalEvalAppeal')}
          done={t('portalEvalAppealSent')}
          danger
          testId="portal-appeal"
          onSave={(reason) => response.appeal.mutateAsync(reason)}
          onClose={() => setAppealing(false)}
        />
      ) : null}
    </Card>
  );
}

/** The appeal once made: its reason and day, then the meeting and outcome the agency records. */
export function AppealBlock({ appeal }: { appeal: NonNullable<SupplierEvaluation['appeal']> }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="portal-eval-appeal"
      data-testid="portal-appeal-block"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="portal-eval-appeal">
          {t('portalEvalAppealBlock')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portalEvalAppealRequested', { date: formatDateTime(appeal.requestedAt) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="portal-appeal-reason">
          {appeal.reason}
        </Text>
        {appeal.completedAt === null ? (
          <Text size="sm" c="dimmed">
            {t('portalEvalAppealPending')}
          </Text>
        ) : null}
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('portalEvalAppealMeeting')}
            </Text>
            <Text size="sm" data-testid="portal-appeal-meeting">
              {formatDay(appeal.meetingDate)}
            </Text>
          </Stack>
          {appeal.completedAt ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('portalEvalAppealCompleted')}
              </Text>
              <Text size="sm">{formatDateTime(appeal.completedAt)}</Text>
            </Stack>
          ) : null}
        </Group>
        {appeal.outcome ? (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('portalEvalAppealOutcome')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="portal-appeal-outcome">
              {appeal.outcome}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
