import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ContractDocument, contractDocumentRules, rejectDocumentSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../ui/modal-form.tsx';
import { schemaErrors } from '../../ui/schema-errors.ts';
import { rejectContractDocument } from './contract-documents-queries.ts';

const reasonField = { contractDocumentReasonRequired: 'reason' };

/**
 * Rejects a supplier's pending document (decision 243): the reason is required, since the
 * supplier is mailed it; the document and its file then go, and the supplier sends a corrected one.
 */
export function RejectDocumentModal({
  contractId,
  document,
  onClose,
  onRejected,
}: {
  contractId: number;
  document: ContractDocument;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [reason, setReason] = useState('');
  const { errors, failure, saving, run } = useModalSave(reasonField);

  async function reject() {
    const problems = schemaErrors(rejectDocumentSchema, { reason });
    const done = await run(problems, () =>
      rejectContractDocument(node, contractId, document.id, reason.trim()),
    );
    if (done) onRejected();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('contractDocumentRejectTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">
          {t('contractDocumentRejectMessage', {
            name: document.displayName,
            company: document.companyName ?? '',
          })}
        </Text>
        <Textarea
          label={t('contractDocumentRejectReason')}
          required
          autosize
          minRows={3}
          maxLength={contractDocumentRules.rejectReasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          data-autofocus
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('contractDocumentReject')}
          onCancel={onClose}
          onSave={() => void reject()}
        />
      </Stack>
    </Modal>
  );
}
