import {
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type Criterion,
  type CriterionInput,
  criterionInputSchema,
  type Evaluation,
  evaluationRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { saveCriterion, useEvaluationCache } from '../api/evaluations-queries.ts';
import { useWorthLabel } from '../presenters.ts';

const criterionFields: Record<string, keyof CriterionInput> = {
  evaluationNameRequired: 'name',
  evaluationNameTooLong: 'name',
  evaluationDescriptionTooLong: 'description',
  evaluationSectionInvalid: 'sectionId',
  evaluationPriceCriterionExists: 'kind',
};

/**
 * Adds (`criterion` null, in `sectionId`) or edits one criterion: its section, name, description,
 * kind and worth. An evaluation has one price criterion at most, so Price is offered only when no
 * other criterion is one; the server checks again.
 */
export function CriterionModal({
  projectId,
  evaluation,
  criterion,
  sectionId,
  onClose,
}: {
  projectId: number;
  evaluation: Evaluation;
  criterion: Criterion | null;
  sectionId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEvaluationCache(projectId);
  const worthLabel = useWorthLabel(evaluation.scoringMethod);
  const [draft, setDraft] = useState<CriterionInput>({
    sectionId: criterion?.sectionId ?? sectionId,
    name: criterion?.name ?? '',
    description: criterion?.description ?? '',
    kind: criterion?.kind ?? 'scored',
    worth: criterion?.worth ?? 0,
  });
  const { errors, failure, saving, run } = useModalSave(criterionFields);
  const set = <K extends keyof CriterionInput>(name: K, value: CriterionInput[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const priceTaken = evaluation.criteria.some((c) => c.kind === 'price' && c.id !== criterion?.id);

  async function save() {
    const input = { ...draft, name: draft.name.trim(), description: draft.description.trim() };
    const saved = await run(schemaErrors(criterionInputSchema, input), async () => {
      cache.put(await saveCriterion(node, evaluation.id, input, criterion?.id));
    });
    if (saved) {
      notifySaved(t('evaluationCriterionSaved'));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(criterion ? 'evaluationCriterionEdit' : 'evaluationCriterionAdd')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('evaluationCriterionName')}
          required
          maxLength={evaluationRules.nameMax}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Textarea
          label={t('evaluationCriterionDescription')}
          autosize
          minRows={2}
          maxLength={evaluationRules.descriptionMax}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Select
          label={t('evaluationSection')}
          allowDeselect={false}
          data={evaluation.sections.map((s) => ({ value: String(s.id), label: s.name }))}
          value={String(draft.sectionId)}
          onChange={(value) => set('sectionId', Number(value ?? draft.sectionId))}
          error={errors.sectionId}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('evaluationCriterionKind')}
          </Text>
          <SegmentedControl
            aria-label={t('evaluationCriterionKind')}
            value={draft.kind}
            onChange={(value) => set('kind', value as CriterionInput['kind'])}
            data={[
              { value: 'scored', label: t('evaluationKindScored') },
              { value: 'price', label: t('evaluationKindPrice'), disabled: priceTaken },
            ]}
          />
          <Text size="xs" c={errors.kind ? 'red' : 'dimmed'}>
            {errors.kind ?? t(priceTaken ? 'evaluationPriceTaken' : 'evaluationKindHint')}
          </Text>
        </Stack>
        <NumberInput
          label={worthLabel}
          required
          min={0}
          max={evaluationRules.maxWorth}
          decimalScale={2}
          allowNegative={false}
          suffix={evaluation.scoringMethod === 'weights' ? '%' : undefined}
          value={draft.worth}
          onChange={(value) => set('worth', typeof value === 'number' ? value : Number.NaN)}
          error={errors.worth}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
