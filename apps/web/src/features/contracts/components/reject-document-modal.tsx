import { type ContractDocument, contractDocumentRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import { rejectContractDocument } from '../api/contract-documents-queries.ts';

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
  return (
    <ReasonModal
      title={t('contractDocumentRejectTitle')}
      hint={t('contractDocumentRejectMessage', {
        name: document.displayName,
        company: document.companyName ?? '',
      })}
      label={t('contractDocumentRejectReason')}
      maxLength={contractDocumentRules.rejectReasonMax}
      required={t('contractDocumentReasonRequired')}
      reasonKeys={['contractDocumentReasonRequired']}
      saveLabel={t('contractDocumentReject')}
      danger
      done={t('contractDocumentRejected', { name: document.displayName })}
      onSave={async (reason) => {
        await rejectContractDocument(node, contractId, document.id, reason);
        onRejected();
      }}
      onClose={onClose}
    />
  );
}
