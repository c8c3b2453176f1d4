import { Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type AssessmentGroup,
  type AssessmentGroupInput,
  assessmentGroupInputSchema,
  performanceSettingRules,
  type RatingRanges,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { saveAssessmentGroup } from '../../api/settings-queries.ts';
import { RangesEditor, rangesUsable, typedRanges } from './ranges-editor.tsx';

type Draft = { name: string; description: string; ownRanges: boolean; ranges: RatingRanges };

const fieldOfKey = {
  performanceNameRequired: 'name',
  performanceNameTaken: 'name',
  performanceRangesNotOrdered: 'ranges',
};

const toInput = (draft: Draft): AssessmentGroupInput => ({
  name: draft.name,
  description: draft.description,
  ranges: draft.ownRanges ? typedRanges(draft.ranges) : null,
});

/**
 * Adds (`group` null) or edits an assessment group. Its own ranges are optional: without them its
 * evaluations are rated on the agency's, which is where a new set of own ranges starts from.
 */
export function AssessmentGroupModal({
  group,
  agencyRanges,
  onClose,
  onSaved,
}: {
  group: AssessmentGroup | null;
  agencyRanges: RatingRanges;
  onClose: () => void;
  onSaved: (group: AssessmentGroup) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const save = useModalSave(fieldOfKey);
  const [draft, setDraft] = useState<Draft>({
    name: group?.name ?? '',
    description: group?.description ?? '',
    ownRanges: group?.ranges != null,
    ranges: group?.ranges ?? agencyRanges,
  });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  async function submit() {
    const problems = schemaErrors(assessmentGroupInputSchema, toInput(draft));
    if (draft.ownRanges && !rangesUsable(draft.ranges)) problems.ranges = t('performanceRangesNotOrdered');
    const done = await save.run(problems, async () =>
      onSaved(await saveAssessmentGroup(node, group?.id ?? null, toInput(draft))),
    );
    if (done) onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? t('perfSetEditGroup') : t('perfSetAddGroup')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('perfSetGroupName')}
          required
          maxLength={performanceSettingRules.nameMax}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={save.errors.name}
          data-autofocus
        />
        <Textarea
          label={t('perfSetGroupDescription')}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={save.errors.description}
        />
        <Switch
          label={t('perfSetGroupOwnRanges')}
          description={t('perfSetGroupOwnRangesHelp')}
          checked={draft.ownRanges}
          onChange={(event) => set({ ownRanges: event.currentTarget.checked })}
        />
        {draft.ownRanges ? (
          <RangesEditor
            legend={t('perfSetGroupRanges')}
            ranges={draft.ranges}
            disabled={false}
            error={save.errors.ranges}
            onChange={(ranges) => set({ ranges })}
          />
        ) : null}
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={t('save')}
          saveTestId="assessment-group-save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
