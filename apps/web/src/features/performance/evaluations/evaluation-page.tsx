import { Alert, Button, Drawer, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { type PerformanceEvaluation, performanceEvaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { useLeaveGuard } from '../../../ui/leave-guard.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useEvaluation } from '../api/evaluation-queries.ts';
import { Attachments } from './attachments.tsx';
import {
  type CardDraft,
  canScore,
  declarationsOwed,
  draftOf,
  hasInvalidScore,
  isDirty,
  toUpdateBody,
} from './card-draft.ts';
import { Declarations } from './declarations.tsx';
import { EvaluationActions } from './evaluation-actions.tsx';
import { EvaluationHeader, ReviewersStrip } from './evaluation-header.tsx';
import { EvaluationHistory, SupplierResponse } from './evaluation-history.tsx';
import { ScoreCardEditor } from './score-card.tsx';
import { useEvaluationCalls } from './use-evaluation-calls.ts';

/**
 * One version of the evaluation on screen: the card's draft starts from it, and a newer version
 * (a save's answer, a reload) draws the page afresh from that version.
 */
function EvaluationView({ evaluation, reload }: { evaluation: PerformanceEvaluation; reload: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('perfEvaluationTitle', { company: evaluation.companyName }));
  const calls = useEvaluationCalls(evaluation.id);
  const [draft, setDraft] = useState<CardDraft>(() => draftOf(evaluation));
  const [guideOpen, guide] = useDisclosure(false);
  const scoring = canScore(evaluation);
  const owed = declarationsOwed(evaluation);
  const mustDeclare = scoring && (owed.nda || owed.conflict);
  const dirty = scoring && isDirty(draft, evaluation);
  const invalid = hasInvalidScore(draft, evaluation);
  useLeaveGuard(dirty, `/performance/evaluations/${evaluation.id}`);

  /** Saves unsaved changes before a step; answers the version to send, or null when refused. */
  async function saveFirst(): Promise<number | null> {
    if (!dirty) return evaluation.version;
    if (invalid) return null;
    const outcome = await calls.save(toUpdateBody(draft, evaluation));
    return outcome.ok ? (outcome.evaluation?.version ?? null) : null;
  }

  async function save() {
    const outcome = await calls.save(toUpdateBody(draft, evaluation));
    if (outcome.ok) notifySaved();
  }

  return (
    <Stack>
      <EvaluationHeader evaluation={evaluation} />
      <ReviewersStrip evaluation={evaluation} />
      {calls.stale ? (
        <Alert color="yellow" role="alert" data-testid="evaluation-stale">
          <Group justify="space-between">
            <Text size="sm">{t('performanceStaleVersion')}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                calls.clearStale();
                reload();
              }}
              data-testid="evaluation-reload"
            >
              {t('perfReload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {calls.failure ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={calls.clearFailure}
          data-testid="evaluation-failure"
        >
          {calls.failure}
        </Alert>
      ) : null}
      <EvaluationActions evaluation={evaluation} calls={calls} saveFirst={saveFirst} />
      <SupplierResponse evaluation={evaluation} />
      {mustDeclare ? (
        <Declarations evaluation={evaluation} calls={calls} />
      ) : (
        <Paper withBorder p="md">
          <Stack>
            <Group justify="space-between">
              <Title order={3} size="h4">
                {t('perfScoreCard')}
              </Title>
              <Group gap="xs">
                {evaluation.guide ? (
                  <Button variant="default" size="xs" onClick={guide.open} data-testid="evaluation-guide">
                    {t('perfGuide')}
                  </Button>
                ) : null}
                {scoring ? (
                  <Button
                    size="xs"
                    disabled={!dirty || invalid}
                    loading={calls.pending === 'save'}
                    onClick={() => void save()}
                    data-testid="evaluation-save"
                  >
                    {t('save')}
                  </Button>
                ) : null}
              </Group>
            </Group>
            {evaluation.status === 'Scheduled' ? (
              <Text size="sm" c="dimmed">
                {t('perfScheduledHint')}
              </Text>
            ) : null}
            <ScoreCardEditor evaluation={evaluation} draft={draft} readOnly={!scoring} onChange={setDraft} />
            <Textarea
              label={t('perfGeneralComments')}
              autosize
              minRows={3}
              maxLength={performanceEvaluationRules.generalCommentMax}
              value={draft.generalComments}
              readOnly={!scoring}
              onChange={(event) => setDraft({ ...draft, generalComments: event.currentTarget.value })}
              data-testid="evaluation-general-comments"
            />
          </Stack>
        </Paper>
      )}
      <Attachments evaluation={evaluation} calls={calls} />
      <EvaluationHistory evaluation={evaluation} />
      <Drawer opened={guideOpen} onClose={guide.close} position="right" title={t('perfGuide')} size="lg">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="evaluation-guide-text">
          {evaluation.guide}
        </Text>
      </Drawer>
    </Stack>
  );
}

/**
 * /performance/evaluations/{id} (issue 23 §2): the evaluation with its card, workflow, attachments
 * and history. An id that is not a number, a missing evaluation and another agency's read as not found.
 */
export function EvaluationPage() {
  const { t } = useTranslation();
  const raw = useParams().performanceEvaluationId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const evaluation = useEvaluation(id);
  if (id === 0) return <EmptyResult title={t('perfEvaluationNotFound')} />;
  if (evaluation.isPending) return <PageLoader />;
  if (evaluation.isError) {
    const error = evaluation.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <EmptyResult title={t('perfEvaluationNotFound')} />;
    }
    return (
      <ErrorState
        title={t('perfEvaluationLoadFailed')}
        message={error.message}
        onRetry={() => void evaluation.refetch()}
      />
    );
  }
  if (evaluation.data === null) return <EmptyResult title={t('perfEvaluationNotFound')} />;
  return (
    <EvaluationView
      key={`${evaluation.data.id}-${evaluation.data.version}`}
      evaluation={evaluation.data}
      reload={() => void evaluation.refetch()}
    />
  );
}
