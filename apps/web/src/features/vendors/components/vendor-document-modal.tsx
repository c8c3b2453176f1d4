import { Modal, Stack } from '@mantine/core';
import { type VendorDocument, vendorDocumentRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import {
  type DocumentNameDates,
  DocumentNameDatesFields,
  UploadFileField,
  useUploadProgress,
  vendorDocumentDraftProblems,
} from '../../../ui/document-upload.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { updateVendorDocument, uploadVendorDocument } from '../api/vendor-documents-queries.ts';

const fieldOfKey: Record<string, string> = {
  vendorDocumentFieldRequired: 'displayName',
  contractDocumentExpiryBeforeEffective: 'expiryDate',
};

function fileProblem(file: File | null, required: boolean): string | null {
  if (file === null) return required ? i18n.t('supplierDocumentFileRequired') : null;
  return file.size > vendorDocumentRules.maxBytes ? i18n.t('supplierDocumentFileTooLarge') : null;
}

/**
 * Uploads a supplier document or changes one's name and dates (issue 22 §3): display name,
 * effective date, expiry date (after the effective date, checked as the user types once they
 * tried to save) and, for a new one, the file, sent with its progress.
 */
export function VendorDocumentModal({
  vendorId,
  editing,
  onClose,
  onSaved,
}: {
  vendorId: number;
  editing: VendorDocument | null;
  onClose: () => void;
  onSaved: (documents: VendorDocument[]) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [draft, setDraft] = useState<DocumentNameDates>({
    displayName: editing?.displayName ?? '',
    effectiveDate: editing?.effectiveDate ?? '',
    expiryDate: editing?.expiryDate ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const { percent, track } = useUploadProgress();
  const { errors: serverErrors, failure, saving, run } = useModalSave(fieldOfKey);
  // The rules show once the user tried to save, then as the draft changes.
  const problems = tried ? vendorDocumentDraftProblems(draft, true).errors : {};
  const fileError = tried ? fileProblem(file, editing === null) : null;
  const errors: Record<string, string> = { ...serverErrors, ...problems };
  const set = (name: keyof DocumentNameDates, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  async function save() {
    setTried(true);
    const { fields } = vendorDocumentDraftProblems(draft, true);
    if (fields === null || fileProblem(file, editing === null) !== null) return;
    let saved: VendorDocument[] = [];
    const ok = await run({}, async () => {
      if (editing) {
        saved = await updateVendorDocument(node, vendorId, { ...fields, id: editing.id });
        return;
      }
      if (!file) return;
      saved = await track((onProgress) => uploadVendorDocument(node, vendorId, fields, file, onProgress));
    });
    if (ok) onSaved(saved);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('supplierDocumentEdit') : t('supplierDocumentAdd')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <DocumentNameDatesFields
          value={draft}
          onChange={set}
          errors={errors}
          labels={{
            name: t('supplierDocumentName'),
            effective: t('supplierDocumentEffective'),
            expiry: t('supplierDocumentExpiry'),
          }}
          nameMax={vendorDocumentRules.displayNameMax}
          effectiveRequired
          layout="stacked"
          testIds={{
            name: 'vendor-document-name',
            effective: 'vendor-document-effective',
            expiry: 'vendor-document-expiry',
          }}
        />
        <UploadFileField
          hidden={editing !== null}
          label={t('supplierDocumentFile')}
          description={t('supplierDocumentFileHint')}
          required
          value={file}
          onChange={setFile}
          error={fileError ?? errors.file}
          testId="vendor-document-file"
          percent={percent}
          uploadingLabel={(percent) => t('supplierDocumentUploading', { percent })}
          progressTestId="vendor-document-progress"
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={editing ? t('save') : t('supplierDocumentUpload')}
          saveTestId="vendor-document-save"
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
