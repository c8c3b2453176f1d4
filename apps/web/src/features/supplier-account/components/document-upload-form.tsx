import { SimpleGrid } from '@mantine/core';
import { type VendorDocument, type VendorDocumentFields, vendorDocumentRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import {
  type DocumentNameDates,
  DocumentNameDatesFields,
  UploadFileField,
  UploadPanel,
  useDocumentSend,
  vendorDocumentDraftProblems,
} from '../../../ui/document-upload.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { uploadPortalDocument } from '../api/documents-queries.ts';

export type DocumentDraft = DocumentNameDates;

const emptyDraft: DocumentDraft = { displayName: '', effectiveDate: '', expiryDate: '' };

/**
 * The draft's problems by field (the contract's rules): a missing value only once the user tried
 * to send (so a new form is not all red), an expiry on or before the effective date as soon as
 * both are typed, and the file (needed, at most 500 MB). `fields` is what may be sent, or null.
 */
export function documentDraftProblems(
  draft: DocumentDraft,
  file: File | null,
  tried: boolean,
): { errors: Record<string, string>; fields: VendorDocumentFields | null } {
  const { errors, fields } = vendorDocumentDraftProblems(draft, tried);
  if (file && file.size > vendorDocumentRules.maxBytes) errors.file = i18n.t('portalDocumentTooLarge');
  else if (!file && tried) errors.file = i18n.t('requiredField');
  return { errors, fields: Object.keys(errors).length === 0 ? fields : null };
}

const fieldOfKey = {
  contractDocumentExpiryBeforeEffective: 'expiryDate',
  vendorDocumentNoFile: 'file',
  attachmentTooLargeContractDocument: 'file',
};

/**
 * The supplier sends a document to the agency (issue 22 §3): display name, effective date, an
 * optional expiry after it, and the file, with the upload's progress. It waits for the agency's
 * approval; the answer is the supplier's documents as they now are.
 */
export function DocumentUploadForm({
  agency,
  onSent,
}: {
  agency: string;
  onSent: (documents: VendorDocument[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DocumentDraft>(emptyDraft);
  const sending = useDocumentSend(fieldOfKey);
  const { file, percent } = sending;
  const problems = documentDraftProblems(draft, file, sending.tried);
  const errors = { ...sending.serverErrors, ...problems.errors };
  const set = (name: keyof DocumentDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    sending.edited();
  };

  function send() {
    const { fields } = documentDraftProblems(draft, file, true);
    // Nothing is sent while a problem shows; the try makes the missing values say so.
    void sending.send(
      fields && file ? (onProgress) => uploadPortalDocument(agency, fields, file, onProgress) : null,
      (documents) => {
        setDraft(emptyDraft);
        notifySaved(t('portalDocumentSent'));
        onSent(documents);
      },
    );
  }

  return (
    <UploadPanel
      testId="portal-document-form"
      title={t('portalDocumentSendTitle')}
      hint={t('portalDocumentSendHint')}
      failure={sending.failure}
      sending={percent !== null}
      sendLabel={t('portalDocumentSend')}
      sendTestId="portal-document-send"
      onSend={send}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DocumentNameDatesFields
          value={draft}
          onChange={set}
          errors={errors}
          labels={{
            name: t('portalDocumentName'),
            effective: t('portalDocumentEffective'),
            expiry: t('portalDocumentExpiry'),
          }}
          nameMax={vendorDocumentRules.displayNameMax}
          effectiveRequired
          layout="inline"
        />
      </SimpleGrid>
      <UploadFileField
        label={t('portalDocumentFile')}
        description={t('portalDocumentFileHint')}
        required
        value={file}
        onChange={sending.setFile}
        error={errors.file}
        percent={percent}
        uploadingLabel={(percent) => t('portalDocumentUploading', { percent })}
        progressTestId="portal-document-progress"
      />
    </UploadPanel>
  );
}
