import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { SupplierContract } from '@procura/contract';
import {
  contractDocumentRules,
  contractDocumentTypeLists,
  supplierDocumentCategories,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import {
  DocumentNameDatesFields,
  UploadFileField,
  UploadPanel,
  useDocumentSend,
} from '../../../ui/document-upload.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import {
  DocumentCategorySelect,
  type DocumentDraft,
  documentFieldOfKey,
  draftOf,
  draftProblems,
  fieldsOf,
  fileProblem,
} from '../../contracts/index.ts';
import { numberOf } from '../../projects/index.ts';
import { sendSupplierDocument } from '../api/supplier-contracts-queries.ts';

/**
 * The supplier's upload (decision 245): insurance, a bond, a certificate or a vendor document,
 * with its type, display name, dates and, for a bond, the security amount. The company is the
 * supplier itself, so it is not asked. The contract package's rules show as the user types; what
 * is sent waits for the agency's approval.
 */
export function SupplierDocumentForm({
  agency,
  contract,
  vendorId,
  onSent,
}: {
  agency: string;
  contract: SupplierContract;
  vendorId: number;
  onSent: (contract: SupplierContract | undefined) => void;
}) {
  const { t } = useTranslation();
  const blank = () => ({ ...draftOf(null, 'insurance'), vendorId });
  const [draft, setDraft] = useState<DocumentDraft>(blank);
  const sending = useDocumentSend(documentFieldOfKey);
  const { file, percent } = sending;
  const types = contract.documentTypes[contractDocumentTypeLists[draft.category]] ?? [];
  const errors: Record<string, string> = { ...sending.serverErrors, ...draftProblems(draft, sending.tried) };
  const fileError = fileProblem(file, true, sending.tried) ?? errors.file;
  const set = <K extends keyof DocumentDraft>(name: K, value: DocumentDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    sending.edited();
  };

  function send() {
    const blocked = Object.keys(draftProblems(draft, true)).length > 0 || fileProblem(file, true, true);
    void sending.send(
      blocked || !file
        ? null
        : (onProgress) => sendSupplierDocument(agency, contract.id, fieldsOf(draft), file, onProgress),
      (answer) => {
        setDraft(blank());
        notifySaved(t('portalContractSent'));
        onSent(answer);
      },
    );
  }

  return (
    <UploadPanel
      testId="supplier-document-form"
      title={t('portalContractSendTitle')}
      hint={t('portalContractSendHint')}
      failure={sending.failure}
      sending={percent !== null}
      sendLabel={t('portalContractSend')}
      onSend={send}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DocumentCategorySelect
          categories={supplierDocumentCategories}
          value={draft.category}
          onChange={(category) => setDraft((d) => ({ ...d, category, typeId: null }))}
          error={errors.category}
        />
        <Select
          label={t('contractDocumentType')}
          required
          data={types.map((type) => ({ value: String(type.id), label: type.name }))}
          value={draft.typeId === null ? null : String(draft.typeId)}
          onChange={(value) => set('typeId', value ? Number(value) : null)}
          error={errors.typeId ?? (types.length === 0 ? t('portalContractNoTypes') : undefined)}
        />
        <DocumentNameDatesFields
          value={draft}
          onChange={(name, value) => (name === 'displayName' ? set(name, value) : set(name, value || null))}
          errors={errors}
          labels={{
            name: t('contractDocumentDisplayName'),
            effective: t('contractDocumentEffective'),
            expiry: t('contractDocumentExpiry'),
          }}
          nameMax={contractDocumentRules.displayNameMax}
          layout="inline"
        />
        {draft.category === 'bond' ? (
          <NumberInput
            label={t('contractDocumentSecurityAmount')}
            required
            value={draft.securityAmount ?? ''}
            onChange={(value) => set('securityAmount', numberOf(value))}
            error={errors.securityAmount}
            {...currencyInputProps}
          />
        ) : null}
      </SimpleGrid>
      <UploadFileField
        label={t('contractDocumentFile')}
        description={t('contractDocumentFileHint')}
        required
        value={file}
        onChange={sending.setFile}
        error={fileError}
        percent={percent}
        uploadingLabel={(percent) => t('contractDocumentUploading', { percent })}
        progressTestId="supplier-upload-progress"
      />
    </UploadPanel>
  );
}
