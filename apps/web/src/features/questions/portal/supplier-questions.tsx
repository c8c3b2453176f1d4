import { Alert, Badge, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatZoned, type SupplierQuestions as Panel, questionRules } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { askSupplierQuestion, questionKeys, useSupplierQuestions } from '../api/questions-queries.ts';

/** The ask form: disabled with the reason when the supplier may not ask (not registered, closed, past the deadline). */
function AskForm({ agency, projectId, panel }: { agency: string; projectId: number; panel: Panel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function send() {
    const text = question.trim();
    if (!text) return setError(t('questionTextRequired'));
    if (text.length > questionRules.maxQuestionLength) return setError(t('questionTooLong'));
    setSending(true);
    setError(null);
    setSent(false);
    try {
      const answer = await askSupplierQuestion(agency, projectId, text);
      if (answer) queryClient.setQueryData(questionKeys.supplier(agency, projectId), answer);
      setQuestion('');
      setSent(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(' ') : t('unknownError'));
      await queryClient.invalidateQueries({ queryKey: questionKeys.supplier(agency, projectId) });
    } finally {
      setSending(false);
    }
  }

  if (panel.refusal) {
    return (
      <Alert color="gray" data-testid="ask-refused">
        {t(panel.refusal)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {panel.isAfterDeadline ? <Alert color="yellow">{t('supplierQuestionsAfterDeadline')}</Alert> : null}
      <Textarea
        label={t('supplierQuestionsAsk')}
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
        error={error}
        autosize
        minRows={3}
        maxLength={questionRules.maxQuestionLength}
      />
      <Button onClick={() => void send()} loading={sending} style={{ alignSelf: 'flex-start' }}>
        {t('supplierQuestionsSend')}
      </Button>
      {sent ? (
        <Text size="sm" c="green" role="status">
          {t('supplierQuestionsSent')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The questions panel of an opportunity on the portal (the lead embeds it in the opportunity
 * page): the deadline in the agency's zone, the ask form, my questions with their answers, and the
 * answers published to everyone in addenda.
 */
export function SupplierQuestions({ agency, projectId }: { agency: string; projectId: number }) {
  const { t } = useTranslation();
  const query = useSupplierQuestions(agency, projectId);

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return <ErrorState title={t('supplierQuestionsLoadFailed')} onRetry={() => void query.refetch()} />;
  const panel = query.data;
  const deadline = panel.questionDeadline
    ? t('supplierQuestionsDeadline', { date: formatZoned(new Date(panel.questionDeadline), panel.timeZone) })
    : t('supplierQuestionsNoDeadline');

  return (
    <Stack gap="md" data-testid="supplier-questions">
      <Stack gap={4}>
        <Title order={3}>{t('supplierQuestionsTitle')}</Title>
        <Text size="sm" c="dimmed">
          {deadline}
        </Text>
      </Stack>
      <AskForm agency={agency} projectId={projectId} panel={panel} />

      <Title order={4}>{t('supplierQuestionsMine')}</Title>
      {panel.mine.length === 0 ? (
        <EmptyResult title={t('supplierQuestionsNone')} />
      ) : (
        <Stack gap="xs">
          {panel.mine.map((item) => (
            <Card key={item.id} withBorder padding="sm">
              <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                {item.question}
              </Text>
              {item.status === 'Complete' ? (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {item.answer}
                </Text>
              ) : (
                <Badge color="gray" mt={4}>
                  {t('supplierQuestionsAwaiting')}
                </Badge>
              )}
              {item.addendumNumber ? (
                <Badge variant="outline" mt={4}>
                  {t('supplierQuestionsInAddendum', { number: item.addendumNumber })}
                </Badge>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}

      <Title order={4}>{t('supplierQuestionsPublished')}</Title>
      {panel.published.length === 0 ? (
        <EmptyResult title={t('supplierQuestionsNonePublished')} />
      ) : (
        <Stack gap="xs">
          {panel.published.map((item) => (
            <Card key={item.id} withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {t('supplierQuestionsInAddendum', { number: item.addendumNumber })}
                {item.displayName ? ` · ${item.displayName}` : ''}
              </Text>
              <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                {item.question}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {item.answer}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
