import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { PerformanceEvaluation } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declarationsOwed } from './card-draft.ts';
import type { EvaluationCalls } from './use-evaluation-calls.ts';

function TemplateText({ text, testId }: { text: string; testId: string }) {
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {text}
      </Text>
    </ScrollArea.Autosize>
  );
}

/**
 * The evaluator's declarations before the card shows (000 §3 NDA and conflict-of-interest
 * templates; decision 358): each text the agency has, with its box; both are recorded at once.
 */
export function Declarations({
  evaluation,
  calls,
}: {
  evaluation: PerformanceEvaluation;
  calls: EvaluationCalls;
}) {
  const { t } = useTranslation();
  const owed = declarationsOwed(evaluation);
  const [nda, setNda] = useState(false);
  const [noConflict, setNoConflict] = useState(false);
  const ready = (!owed.nda || nda) && (!owed.conflict || noConflict);
  return (
    <Paper withBorder p="md" data-testid="evaluation-declarations">
      <Stack>
        <Title order={3} size="h4">
          {t('perfDeclarationsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('perfDeclarationsHint')}
        </Text>
        {owed.nda ? (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('perfNdaTitle')}
            </Title>
            <TemplateText text={evaluation.ndaTemplate} testId="evaluation-nda" />
            <Checkbox
              label={t('perfNdaAccept')}
              checked={nda}
              onChange={(event) => setNda(event.currentTarget.checked)}
              data-testid="evaluation-nda-accept"
            />
          </Stack>
        ) : null}
        {owed.conflict ? (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('perfConflictTitle')}
            </Title>
            <TemplateText text={evaluation.conflictOfInterestTemplate} testId="evaluation-conflict" />
            <Checkbox
              label={t('perfNoConflictDeclare')}
              checked={noConflict}
              onChange={(event) => setNoConflict(event.currentTarget.checked)}
              data-testid="evaluation-no-conflict"
            />
          </Stack>
        ) : null}
        <Group>
          <Button
            disabled={!ready}
            loading={calls.pending === 'declare'}
            onClick={() =>
              void calls.save(
                {
                  ...(owed.nda ? { acceptNda: true as const } : {}),
                  ...(owed.conflict ? { declareNoConflict: true as const } : {}),
                  version: evaluation.version,
                },
                'declare',
              )
            }
            data-testid="evaluation-declare"
          >
            {t('perfDeclarationsContinue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
