import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EvaluatorView } from '@procura/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import type { EvaluatorCalls } from '../api/evaluator-queries.ts';
import {
  afterSave,
  type Cell,
  cellKey,
  cellOf,
  changedScores,
  type Draft,
  hasInvalidScores,
  progressOf,
  scaleOf,
} from '../score-draft.ts';
import { CriterionCard } from './criterion-card.tsx';
import type { CellEdit } from './score-row.tsx';
import { ProgressPanel, ReadOnlyNotice, ScaleNote, ScoreCardGuide } from './scoring-panels.tsx';

/** The sections in the server's order, each with its criteria by their order; empty ones left out. */
function sectionsWithCriteria(view: EvaluatorView) {
  const criteria = [...view.criteria].sort((a, b) => a.sortOrder - b.sortOrder);
  return view.sections
    .map((section) => ({ section, criteria: criteria.filter((c) => c.sectionId === section.id) }))
    .filter((group) => group.criteria.length > 0);
}

/**
 * Step 3 (issue 8 §1): each unsealed submission scored per criterion with comments. Edits are
 * kept here until Save sends those that changed (the server takes partial saves); Submit saves
 * what is left, then makes the scores final. Submitted, or once the buyer completes the
 * evaluation, the grid is read-only.
 */
export function ScoringStep({ view, calls }: { view: EvaluatorView; calls: EvaluatorCalls }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({});
  const scale = useMemo(() => scaleOf(view), [view]);
  const readOnly = view.submittedAt !== null || view.status === 'Complete';
  const changed = changedScores(view, draft);
  const invalid = hasInvalidScores(draft, scale);
  const progress = progressOf(view, draft);

  // Stable while the page is the same, so the memoised rows redraw only when their own cell changes.
  const onEdit = useCallback(
    (submissionId: number, criterionId: number, edit: CellEdit) =>
      setDraft((current) => {
        const cell: Cell = { ...cellOf(view, current, submissionId, criterionId), ...edit };
        return { ...current, [cellKey(submissionId, criterionId)]: cell };
      }),
    [view],
  );

  async function save(): Promise<boolean> {
    if (changed.length === 0) return true;
    const sent = draft;
    const saved = await calls.saveScores(changed);
    if (saved) setDraft((current) => afterSave(current, sent));
    return saved;
  }

  function submit() {
    confirmAction({
      title: t('evaluatorSubmitTitle'),
      message: t('evaluatorSubmitMessage'),
      confirmLabel: t('evaluatorSubmit'),
      onConfirm: () => {
        void (async () => {
          if (await save()) await calls.submitScores();
        })();
      },
    });
  }

  const groups = sectionsWithCriteria(view);
  return (
    <Stack data-testid="evaluator-scoring">
      {readOnly ? <ReadOnlyNotice view={view} /> : null}
      <ScaleNote view={view} />
      <ScoreCardGuide template={view.scoreCardTemplate} />
      {view.suppliers.length === 0 ? (
        <Text c="dimmed">{t('evaluatorNoSuppliers')}</Text>
      ) : (
        <>
          <ProgressPanel view={view} progress={progress} />
          {groups.map(({ section, criteria }) => (
            <Stack key={section.id} gap="sm">
              <Title order={2} size="h4">
                {section.name}
              </Title>
              {criteria.map((criterion) => (
                <CriterionCard
                  key={criterion.id}
                  view={view}
                  criterion={criterion}
                  draft={draft}
                  scale={scale}
                  readOnly={readOnly}
                  onEdit={onEdit}
                />
              ))}
            </Stack>
          ))}
        </>
      )}
      {readOnly || view.suppliers.length === 0 ? null : (
        <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
          <Group justify="space-between">
            <Text size="sm" c={invalid ? 'red' : 'dimmed'} data-testid="evaluator-unsaved">
              {invalid
                ? t('evaluatorFixScores')
                : changed.length > 0
                  ? t('evaluatorUnsaved', { count: changed.length })
                  : t('evaluatorAllSaved')}
            </Text>
            <Group>
              <Button
                variant="default"
                onClick={() => void save()}
                disabled={changed.length === 0 || invalid || calls.pending !== null}
                loading={calls.pending === 'save'}
              >
                {t('save')}
              </Button>
              <Button
                onClick={submit}
                disabled={invalid || calls.pending !== null}
                loading={calls.pending === 'submit'}
              >
                {t('evaluatorSubmit')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
