import { Alert, Button, Group, Paper, Radio, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { type EvaluatorView, evaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import type { EvaluatorCalls } from '../api/evaluator-queries.ts';

/** A template as the buyer wrote it: its line breaks kept, long ones scrolled rather than endless. */
export function TemplateText({ text, empty, testId }: { text: string; empty: string; testId: string }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId} c={text ? undefined : 'dimmed'}>
        {text || empty}
      </Text>
    </ScrollArea.Autosize>
  );
}

/** Step 1 (issue 8 §1): no submission is shown before the NDA is accepted. */
export function NdaStep({ view, calls }: { view: EvaluatorView; calls: EvaluatorCalls }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="evaluator-nda-step">
      <Stack>
        <Title order={2} size="h4">
          {t('evaluatorNdaTitle')}
        </Title>
        <TemplateText text={view.ndaTemplate} empty={t('evaluatorNdaEmpty')} testId="evaluator-nda" />
        {view.status === 'Complete' ? (
          <Alert color="gray">{t('evaluationNotInProgress')}</Alert>
        ) : (
          <Group>
            <Button onClick={() => void calls.acceptNda()} loading={calls.pending === 'nda'}>
              {t('evaluatorNdaAccept')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type Choice = 'none' | 'conflict';

/**
 * Step 2: the conflict of interest declaration. The server takes an empty note, but a conflict
 * without a word on it tells the buyer nothing, so the page asks for one.
 */
export function ConflictStep({ view, calls }: { view: EvaluatorView; calls: EvaluatorCalls }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  function declare() {
    if (choice === null) return;
    const conflict = choice === 'conflict';
    if (conflict && note.trim() === '') {
      setNoteError(t('evaluatorConflictNoteRequired'));
      return;
    }
    confirmAction({
      title: t('evaluatorConflictConfirmTitle'),
      message: conflict ? t('evaluatorConflictConfirmExcluded') : t('evaluationConflictFinal'),
      confirmLabel: t('evaluatorConflictDeclare'),
      danger: conflict,
      onConfirm: () => void calls.declareConflict(conflict, conflict ? note.trim() : ''),
    });
  }

  return (
    <Paper withBorder p="md" data-testid="evaluator-conflict-step">
      <Stack>
        <Title order={2} size="h4">
          {t('evaluatorConflictTitle')}
        </Title>
        <TemplateText
          text={view.conflictTemplate}
          empty={t('evaluatorConflictEmpty')}
          testId="evaluator-conflict-template"
        />
        <Radio.Group
          label={t('evaluatorConflictQuestion')}
          value={choice}
          onChange={(value) => setChoice(value as Choice)}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            <Radio value="none" label={t('evaluatorNoConflict')} />
            <Radio value="conflict" label={t('evaluatorHasConflict')} />
          </Stack>
        </Radio.Group>
        {choice === 'conflict' ? (
          <Textarea
            label={t('evaluatorConflictNote')}
            description={t('evaluatorConflictNoteHint')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={evaluationRules.commentMax}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
          />
        ) : null}
        <Text size="sm" c="dimmed">
          {t('evaluationConflictFinal')}
        </Text>
        <Group>
          <Button onClick={declare} disabled={choice === null} loading={calls.pending === 'conflict'}>
            {t('evaluatorConflictDeclare')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A declared conflict keeps the evaluator out: no bid is shown, nothing is asked of them. */
export function ExcludedState() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('evaluatorExcludedTitle')} data-testid="evaluator-excluded">
      <Stack gap="xs">
        <Text size="sm">{t('evaluationConflictDeclared')}</Text>
        <Text size="sm">{t('evaluatorExcludedHint')}</Text>
      </Stack>
    </Alert>
  );
}

/** Declarations done, bids not shown yet: the evaluation is a draft, or the bids are still sealed. */
export function WaitingState({
  blockedBy,
  onCheck,
  checking,
}: {
  blockedBy: string;
  onCheck: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('evaluatorWaitingTitle')} data-testid="evaluator-waiting">
      <Stack gap="xs" align="flex-start">
        {/* The server's reason, a catalogue key such as evaluationSubmissionsSealed. */}
        <Text size="sm">{t(blockedBy as 'evaluationNotInProgress')}</Text>
        <Text size="sm">{t('evaluatorWaitingHint')}</Text>
        <Button variant="default" size="xs" onClick={onCheck} loading={checking}>
          {t('evaluatorCheckAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
