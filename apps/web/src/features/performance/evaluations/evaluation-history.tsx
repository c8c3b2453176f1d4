import { Alert, Stack, Text, Timeline, Title } from '@mantine/core';
import type { PerformanceEvaluation } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { eventLabelKeys, statusLabelKeys } from './presenters.ts';

/** The workflow's events, oldest first: who moved it, from which status to which, and what they said. */
export function EvaluationHistory({ evaluation }: { evaluation: PerformanceEvaluation }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="evaluation-history">
      <Title order={3} size="h4">
        {t('perfHistory')}
      </Title>
      {evaluation.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('perfHistoryEmpty')}
        </Text>
      ) : (
        <Timeline active={evaluation.history.length - 1} bulletSize={14} lineWidth={2}>
          {evaluation.history.map((event) => (
            <Timeline.Item
              key={event.id}
              title={t(eventLabelKeys[event.action])}
              data-testid={`history-${event.id}`}
            >
              <Text size="xs" c="dimmed">
                {event.actor} · {formatDateTime(event.at)}
              </Text>
              <Text size="sm">
                {event.fromStatus ? `${t(statusLabelKeys[event.fromStatus])} → ` : ''}
                {t(statusLabelKeys[event.toStatus])}
              </Text>
              {event.comment ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {event.comment}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

/** What the supplier said: its comment on review, and its appeal with the meeting and outcome. */
export function SupplierResponse({ evaluation }: { evaluation: PerformanceEvaluation }) {
  const { t } = useTranslation();
  const { appeal } = evaluation;
  if (!evaluation.supplierComment && !appeal) return null;
  return (
    <Stack gap="xs" data-testid="evaluation-supplier-response">
      {evaluation.supplierComment ? (
        <Alert color="blue" title={t('perfSupplierComment')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="supplier-comment">
            {evaluation.supplierComment}
          </Text>
        </Alert>
      ) : null}
      {appeal ? (
        <Alert color="orange" title={t('perfAppeal')} data-testid="supplier-appeal">
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {appeal.reason}
            </Text>
            <Text size="xs" c="dimmed">
              {t('perfAppealRequested', { at: formatDateTime(appeal.requestedAt) })}
            </Text>
            {appeal.meetingDate ? (
              <Text size="sm">{t('perfAppealMeetingOn', { day: formatDay(appeal.meetingDate) })}</Text>
            ) : null}
            {appeal.outcome ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {t('perfAppealOutcomeWas', { outcome: appeal.outcome })}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
