import { NumberInput, Table, Text, Textarea } from '@mantine/core';
import { earnedScore, evaluationRules, type Scale, type ScoringMethod, scoreStep } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { earnedLabel } from '../presenters.ts';
import { isOnScale, readScore } from '../score-draft.ts';

export type CellEdit = { score?: number | string; comment?: string };
export type EditCell = (submissionId: number, criterionId: number, edit: CellEdit) => void;

type ScoreRowProps = {
  submissionId: number;
  criterionId: number;
  companyName: string;
  criterionName: string;
  worth: number;
  score: number | string;
  comment: string;
  scale: Scale;
  method: ScoringMethod;
  readOnly: boolean;
  onEdit: EditCell;
};

/**
 * One supplier's score and comment on one criterion, with what the score earns as it is typed.
 * Props are plain values and the row is memoised: a keystroke redraws its own row, not the grid.
 */
export const ScoreRow = memo(function ScoreRow(props: ScoreRowProps) {
  const { submissionId, criterionId, companyName, criterionName, worth, score, comment, scale } = props;
  const { t } = useTranslation();
  const value = readScore(score);
  const valid = isOnScale(score, scale);
  const names = { company: companyName, criterion: criterionName };
  return (
    <Table.Tr data-testid={`score-${submissionId}-${criterionId}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {companyName}
        </Text>
      </Table.Td>
      <Table.Td w={170}>
        <NumberInput
          aria-label={t('evaluatorScoreOf', names)}
          value={score}
          onChange={(next) => props.onEdit(submissionId, criterionId, { score: next })}
          min={scale.minScore}
          max={scale.maxScore}
          // Out-of-range scores stay as typed and are shown wrong, rather than silently changed.
          clampBehavior="none"
          placeholder={`${scale.minScore}–${scale.maxScore}`}
          readOnly={props.readOnly}
          error={
            valid
              ? null
              : t('evaluationScoreOutOfRange', {
                  min: scale.minScore,
                  max: scale.maxScore,
                  step: scoreStep(scale.decimalPlaces),
                })
          }
        />
      </Table.Td>
      <Table.Td w={170}>
        <Text size="sm" data-testid="earned" c={value === null || !valid ? 'dimmed' : undefined}>
          {value === null || value === undefined || !valid
            ? '—'
            : earnedLabel(props.method, earnedScore(value, worth, scale), worth, scale.decimalPlaces)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Textarea
          aria-label={t('evaluatorCommentOf', names)}
          placeholder={props.readOnly ? undefined : t('evaluatorCommentPlaceholder')}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={evaluationRules.commentMax}
          value={comment}
          readOnly={props.readOnly}
          onChange={(event) =>
            props.onEdit(submissionId, criterionId, { comment: event.currentTarget.value })
          }
        />
      </Table.Td>
    </Table.Tr>
  );
});
