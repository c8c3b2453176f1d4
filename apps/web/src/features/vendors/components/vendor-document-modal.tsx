import { FileInput, Modal, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type VendorDocument,
  type VendorDocumentFields,
  vendorDocumentFieldsSchema,
  vendorDocumentProblems,
  vendorDocumentRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { updateVendorDocument, uploadVendorDocument } from '../api/vendor-documents-queries.ts';

type Draft = { displayName: string; effectiveDate: string; expiryDate: string };

const fieldOfKey: Record<string, string> = {
  vendorDocumentFieldRequired: 'displayName',
  contractDocumentExpiryBeforeEffective: 'expiryDate',
};

/**
 * The draft's problems by field, from the contract: the fields' schema, then its rule that the
 * expiry comes after the effective date (equal is refused). Nothing is sent while one shows.
 */
export function draftProblems(draft: Draft): {
  fields: VendorDocumentFields | null;
  errors: Record<string, string>;
} {
  const errors = schemaErrors(vendorDocumentFieldsSchema, draft);
  const parsed = vendorDocumentFieldsSchema.safeParse(draft);
  if (!parsed.success) return { fields: null, errors };
  for (const problem of vendorDocumentProblems(parsed.data)) {
    errors[problem.field] ??= i18n.t(problem.key);
  }
  return { fields: Object.keys(errors).length > 0 ? null : parsed.data, errors };
}

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
  const [draft, setDraft] = useState<Draft>({
    displayName: editing?.displayName ?? '',
    effectiveDate: editing?.effectiveDate ?? '',
    expiryDate: editing?.expiryDate ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const { errors: serverErrors, failure, saving, run } = useModalSave(fieldOfKey);
  const problems = tried ? draftProblems(draft).errors : {};
  const fileError = tried ? fileProblem(file, editing === null) : null;
  const errors: Record<string, string> = { ...serverErrors, ...problems };
  const set = (name: keyof Draft, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  async function save() {
    setTried(true);
    const { fields } = draftProblems(draft);
    if (fields === null || fileProblem(file, editing === null) !== null) return;
    let saved: VendorDocument[] = [];
    const ok = await run({}, async () => {
      if (editing) {
        saved = await updateVendorDocument(node, vendorId, { ...fields, id: editing.id });
        return;
      }
      if (!file) return;
      setPercent(0);
      try {
        saved = await uploadVendorDocument(node, vendorId, fields, file, (progress) =>
          setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
        );
      } finally {
        setPercent(null);
      }
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
        <TextInput
          label={t('supplierDocumentName')}
          required
          maxLength={vendorDocumentRules.displayNameMax}
          value={draft.displayName}
          onChange={(event) => set('displayName', event.currentTarget.value)}
          error={errors.displayName}
          data-testid="vendor-document-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('supplierDocumentEffective')}
            required
            value={draft.effectiveDate}
            onChange={(event) => set('effectiveDate', event.currentTarget.value)}
            error={errors.effectiveDate}
            data-testid="vendor-document-effective"
          />
          <TextInput
            type="date"
            label={t('supplierDocumentExpiry')}
            value={draft.expiryDate}
            onChange={(event) => set('expiryDate', event.currentTarget.value)}
            error={errors.expiryDate}
            data-testid="vendor-document-expiry"
          />
        </SimpleGrid>
        {editing ? null : (
          <FileInput
            label={t('supplierDocumentFile')}
            description={t('supplierDocumentFileHint')}
            required
            clearable
            value={file}
            onChange={setFile}
            error={fileError ?? errors.file}
            data-testid="vendor-document-file"
          />
        )}
        {percent !== null ? (
          <Stack gap={2} data-testid="vendor-document-progress">
            <Progress value={percent} aria-label={t('supplierDocumentUploading', { percent })} />
            <Text size="xs" c="dimmed">
              {t('supplierDocumentUploading', { percent })}
            </Text>
          </Stack>
        ) : null}
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
