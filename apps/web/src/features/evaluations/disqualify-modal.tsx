import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { evaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../app/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../ui/modal-form.tsx';
import { notifySaved } from '../../ui/notify.ts';
import { type EvaluationSupplier, setSupplierStatus, useEvaluationCache } from './evaluations-api.ts';

const reasonFields = { evaluationReasonRequired: 'reason', evaluationCommentTooLong: 'reason' };

/** Disqualifies a supplier with the reason, which the record keeps; it then ranks no more. */
export function DisqualifyModal({
  projectId,
  evaluationId,
  supplier,
  onClose,
}: {
  projectId: number;
  evaluationId: number;
  supplier: EvaluationSupplier;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEvaluationCache(projectId);
  const [reason, setReason] = useState('');
  const { errors, failure, saving, run } = useModalSave(reasonFields);

  async function save() {
    const input = { status: 'Disqualified' as const, reason: reason.trim() };
    const problems: Record<string, string> = input.reason ? {} : { reason: t('evaluationReasonRequired') };
    const saved = await run(problems, async () => {
      cache.put(await setSupplierStatus(node, evaluationId, supplier.submissionId, input));
    });
    if (saved) {
      notifySaved(t('evaluationSupplierDisqualified', { company: supplier.companyName }));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('evaluationDisqualifyTitle', { company: supplier.companyName })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">{t('evaluationDisqualifyHint')}</Text>
        <Textarea
          label={t('evaluationDisqualifyReason')}
          required
          autosize
          minRows={3}
          maxLength={evaluationRules.commentMax}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          data-autofocus
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('evaluationDisqualify')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
