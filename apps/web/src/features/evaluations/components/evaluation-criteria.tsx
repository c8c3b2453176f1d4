import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type Criterion, type Evaluation, evaluationRules, roundTo } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { deleteCriterion, deleteSection } from '../api/evaluations-queries.ts';
import type { EvaluationCall } from '../api/use-evaluation-call.ts';
import { useFormatWorth, useWorthLabel } from '../presenters.ts';
import { CriterionModal } from './criterion-modal.tsx';
import { SectionNameModal } from './section-name-modal.tsx';

type Section = Evaluation['sections'][number];
/** Which modal is open: a criterion (new in a section, or one to edit) or a section's name. */
type Editing =
  | { kind: 'criterion'; sectionId: number; criterion: Criterion | null }
  | { kind: 'section'; section: Section | null };

/** The sum of the criteria's worths; weights must come to 100% before evaluators can start. */
function WorthTotal({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const formatWorth = useFormatWorth(evaluation.scoringMethod);
  const total = roundTo(
    evaluation.criteria.reduce((sum, c) => sum + c.worth, 0),
    2,
  );
  const weights = evaluation.scoringMethod === 'weights';
  const off = weights && evaluation.criteria.length > 0 && total !== 100;
  return (
    <Group gap="xs" data-testid="evaluation-worth-total">
      <Text fw={500}>{t('evaluationWorthTotal', { total: formatWorth(total) })}</Text>
      {weights ? (
        <Badge color={off ? 'red' : 'green'} variant="light">
          {t(off ? 'evaluationWeightsOff' : 'evaluationWeightsOk')}
        </Badge>
      ) : null}
    </Group>
  );
}

function SectionCard({
  evaluation,
  section,
  editable,
  call,
  onEdit,
}: {
  evaluation: Evaluation;
  section: Section;
  editable: boolean;
  call: EvaluationCall;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const worthLabel = useWorthLabel(evaluation.scoringMethod);
  const formatWorth = useFormatWorth(evaluation.scoringMethod);
  const criteria = evaluation.criteria.filter((c) => c.sectionId === section.id);

  function removeSection() {
    confirmAction({
      title: t('evaluationSectionDelete'),
      message: t('evaluationSectionDeleteConfirm', { name: section.name }),
      confirmLabel: t('delete'),
      danger: true,
      // A section with criteria is refused: the server's message says what to do first.
      onConfirm: () =>
        void call.run(`section-${section.id}`, () => deleteSection(node, evaluation.id, section.id)),
    });
  }

  function removeCriterion(criterion: Criterion) {
    confirmAction({
      title: t('evaluationCriterionDelete'),
      message: t('evaluationCriterionDeleteConfirm', { name: criterion.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void call.run(`criterion-${criterion.id}`, () => deleteCriterion(node, evaluation.id, criterion.id)),
    });
  }

  return (
    <Card
      withBorder
      component="section"
      aria-label={section.name}
      data-testid={`evaluation-section-${section.id}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3}>{section.name}</Title>
        {editable ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onEdit({ kind: 'section', section })}
              aria-label={t('evaluationSectionRenameItem', { name: section.name })}
            >
              {t('evaluationSectionRename')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={call.pending === `section-${section.id}`}
              onClick={removeSection}
              aria-label={t('deleteItem', { name: section.name })}
            >
              {t('delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {criteria.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('evaluationSectionEmpty')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('evaluationCriterionName')}</Table.Th>
              <Table.Th>{t('evaluationCriterionKind')}</Table.Th>
              <Table.Th>{worthLabel}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {criteria.map((criterion) => (
              <Table.Tr key={criterion.id} data-testid={`evaluation-criterion-${criterion.id}`}>
                <Table.Td>
                  <Text size="sm">{criterion.name}</Text>
                  {criterion.description ? (
                    <Text size="xs" c="dimmed">
                      {criterion.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {t(criterion.kind === 'price' ? 'evaluationKindPrice' : 'evaluationKindScored')}
                </Table.Td>
                <Table.Td data-testid="criterion-worth">{formatWorth(criterion.worth)}</Table.Td>
                <Table.Td>
                  {editable ? (
                    <EditDeleteButtons
                      name={criterion.name}
                      deleting={call.pending === `criterion-${criterion.id}`}
                      onEdit={() => onEdit({ kind: 'criterion', sectionId: section.id, criterion })}
                      onDelete={() => removeCriterion(criterion)}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && evaluation.criteria.length < evaluationRules.maxCriteria ? (
        <Group mt="sm">
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit({ kind: 'criterion', sectionId: section.id, criterion: null })}
            aria-label={t('evaluationCriterionAddTo', { name: section.name })}
          >
            {t('evaluationCriterionAdd')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

/**
 * The criteria in their sections (issue 8 §1), with the running total of their worths. Sections
 * and criteria change only while the evaluation is a Draft.
 */
export function EvaluationCriteria({
  projectId,
  evaluation,
  editable,
  call,
}: {
  projectId: number;
  evaluation: Evaluation;
  editable: boolean;
  call: EvaluationCall;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('evaluationCriteriaTitle')}</Title>
        <WorthTotal evaluation={evaluation} />
      </Group>
      {evaluation.sections.map((section) => (
        <SectionCard
          key={section.id}
          evaluation={evaluation}
          section={section}
          editable={editable}
          call={call}
          onEdit={setEditing}
        />
      ))}
      {editable && evaluation.sections.length < evaluationRules.maxSections ? (
        <Group>
          <Button variant="default" onClick={() => setEditing({ kind: 'section', section: null })}>
            {t('evaluationSectionAdd')}
          </Button>
        </Group>
      ) : null}
      {editing?.kind === 'criterion' ? (
        <CriterionModal
          projectId={projectId}
          evaluation={evaluation}
          criterion={editing.criterion}
          sectionId={editing.sectionId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'section' ? (
        <SectionNameModal
          projectId={projectId}
          evaluation={evaluation}
          section={editing.section}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
