import { Modal, Stack, TextInput } from '@mantine/core';
import { type Evaluation, evaluationRules, sectionInputSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { addSection, renameSection, useEvaluationCache } from '../api/evaluations-queries.ts';

const sectionFields = { evaluationNameRequired: 'name', evaluationNameTooLong: 'name' };

/** Adds a section (`section` null) or renames one. */
export function SectionNameModal({
  projectId,
  evaluation,
  section,
  onClose,
}: {
  projectId: number;
  evaluation: Evaluation;
  section: Evaluation['sections'][number] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEvaluationCache(projectId);
  const [name, setName] = useState(section?.name ?? '');
  const { errors, failure, saving, run } = useModalSave(sectionFields);

  async function save() {
    const input = { name: name.trim() };
    const saved = await run(schemaErrors(sectionInputSchema, input), async () => {
      cache.put(
        await (section
          ? renameSection(node, evaluation.id, section.id, input.name)
          : addSection(node, evaluation.id, input.name)),
      );
    });
    if (saved) {
      notifySaved(t('evaluationSectionSaved'));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(section ? 'evaluationSectionRename' : 'evaluationSectionAdd')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('evaluationSectionName')}
          required
          maxLength={evaluationRules.nameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
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
