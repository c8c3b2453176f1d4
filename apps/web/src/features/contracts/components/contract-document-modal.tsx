import { Checkbox, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  type Contract,
  type ContractDocument,
  type ContractDocumentCategory,
  contractDocumentCategories,
  contractDocumentRules,
  contractDocumentTypeLists,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { DocumentNameDatesFields, UploadFileField, useUploadProgress } from '../../../ui/document-upload.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { numberOf, useActiveOptions } from '../../projects/index.ts';
import { saveContractDocument } from '../api/contract-documents-queries.ts';
import {
  type DocumentDraft,
  documentFieldOfKey,
  draftOf,
  draftProblems,
  fieldsOf,
  fileProblem,
} from '../contract-document-model.ts';
import { DocumentCategorySelect } from './document-category-select.tsx';

/** The companies a document may name: the contract's active suppliers, and the one it already names. */
function companyOptions(contract: Contract, editing: ContractDocument | null) {
  const options = contract.vendors
    .filter((v) => v.isActive || v.vendorId === editing?.vendorId)
    .map((v) => ({ value: String(v.vendorId), label: v.companyName }));
  if (editing?.vendorId && !options.some((o) => o.value === String(editing.vendorId))) {
    options.push({ value: String(editing.vendorId), label: editing.companyName ?? '' });
  }
  return options;
}

/**
 * Adds a contract document or changes one (issue 9 §2; 000 §5 Documents). The category decides the
 * type list and whether a security amount is asked (bonds) or a company (all but the agency's own
 * contract documents). The contract package's rules show as the user types; a file above 500 MB is
 * refused before anything is sent; the upload shows its progress.
 */
export function ContractDocumentModal({
  contract,
  editing,
  category,
  onClose,
  onSaved,
}: {
  contract: Contract;
  editing: ContractDocument | null;
  category: ContractDocumentCategory;
  onClose: () => void;
  onSaved: (documents: ContractDocument[]) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [draft, setDraft] = useState<DocumentDraft>(() => draftOf(editing, category));
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const { percent, track } = useUploadProgress();
  const types = useActiveOptions(contractDocumentTypeLists[draft.category]);
  const { errors: serverErrors, failure, saving, run } = useModalSave(documentFieldOfKey);
  const problems = draftProblems(draft, tried);
  const fileError = fileProblem(file, editing === null, tried);
  const errors: Record<string, string> = { ...serverErrors, ...problems };
  const set = <K extends keyof DocumentDraft>(name: K, value: DocumentDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  // A document filed under a type since deactivated keeps showing it.
  const typeOptions = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  if (
    editing?.typeId &&
    draft.typeId === editing.typeId &&
    !typeOptions.some((o) => o.value === String(editing.typeId))
  ) {
    typeOptions.push({ value: String(editing.typeId), label: editing.typeName ?? '' });
  }

  async function save() {
    setTried(true);
    // Problems show beside their fields from now on, as the draft changes; nothing is sent meanwhile.
    const blocked =
      Object.keys(draftProblems(draft, true)).length > 0 ||
      fileProblem(file, editing === null, true) !== null;
    if (blocked) return;
    let saved: ContractDocument[] = [];
    const ok = await run({}, async () => {
      saved = await track((onProgress) =>
        saveContractDocument(
          node,
          contract.id,
          { fields: fieldsOf(draft), file, id: editing?.id },
          onProgress,
        ),
      );
    });
    if (ok) onSaved(saved);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('contractDocumentEdit') : t('contractDocumentAdd')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DocumentCategorySelect
            categories={contractDocumentCategories}
            value={draft.category}
            onChange={(category) => setDraft((d) => ({ ...d, category, typeId: null }))}
            error={errors.category}
          />
          <Select
            label={t('contractDocumentCompany')}
            required={draft.category !== 'other'}
            clearable
            data={companyOptions(contract, editing)}
            value={draft.vendorId === null ? null : String(draft.vendorId)}
            onChange={(value) => set('vendorId', value ? Number(value) : null)}
            error={errors.vendorId}
          />
          <Select
            label={t('contractDocumentType')}
            required
            data={typeOptions}
            value={draft.typeId === null ? null : String(draft.typeId)}
            onChange={(value) => set('typeId', value ? Number(value) : null)}
            error={errors.typeId ?? (types.isError ? t('contractDocumentTypesFailed') : undefined)}
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
            testIds={{ effective: 'document-effective', expiry: 'document-expiry' }}
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
        <Checkbox
          label={t('contractDocumentVisibleToSuppliers')}
          checked={draft.visibleToSuppliers}
          onChange={(event) => set('visibleToSuppliers', event.currentTarget.checked)}
        />
        <UploadFileField
          label={t('contractDocumentFile')}
          description={
            editing
              ? t('contractDocumentFileReplace', { name: editing.fileName })
              : t('contractDocumentFileHint')
          }
          required={editing === null}
          value={file}
          onChange={setFile}
          error={fileError ?? errors.file}
          testId="document-file"
          percent={percent}
          uploadingLabel={(percent) => t('contractDocumentUploading', { percent })}
          progressTestId="document-upload-progress"
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={editing ? t('save') : t('contractDocumentUpload')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
