import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
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
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { uploadPortalDocument } from '../api/documents-queries.ts';

export type DocumentDraft = { displayName: string; effectiveDate: string; expiryDate: string };

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
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(schemaErrors(vendorDocumentFieldsSchema, draft))) {
    const empty = draft[field as keyof DocumentDraft]?.trim() === '';
    if (tried || !empty) errors[field] = message;
  }
  const parsed = vendorDocumentFieldsSchema.safeParse(draft);
  const fields = parsed.success ? parsed.data : null;
  if (fields) {
    for (const problem of vendorDocumentProblems(fields)) errors[problem.field] ??= i18n.t(problem.key);
  }
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
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const problems = documentDraftProblems(draft, file, tried);
  const errors = { ...serverErrors, ...problems.errors };
  const set = (name: keyof DocumentDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setServerErrors({});
  };

  async function send() {
    setTried(true);
    const { fields } = documentDraftProblems(draft, file, true);
    if (!fields || !file) return;
    setFailure(null);
    setPercent(0);
    try {
      const documents = await uploadPortalDocument(agency, fields, file, (progress) =>
        setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
      );
      setDraft(emptyDraft);
      setFile(null);
      setTried(false);
      notifySaved(t('portalDocumentSent'));
      onSent(documents);
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setPercent(null);
    }
  }

  return (
    <Paper withBorder p="md" data-testid="portal-document-form">
      <Stack>
        <Stack gap={2}>
          <Title order={3}>{t('portalDocumentSendTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('portalDocumentSendHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('portalDocumentName')}
            required
            maxLength={vendorDocumentRules.displayNameMax}
            value={draft.displayName}
            onChange={(event) => set('displayName', event.currentTarget.value)}
            error={errors.displayName}
          />
          <TextInput
            type="date"
            label={t('portalDocumentEffective')}
            required
            value={draft.effectiveDate}
            onChange={(event) => set('effectiveDate', event.currentTarget.value)}
            error={errors.effectiveDate}
          />
          <TextInput
            type="date"
            label={t('portalDocumentExpiry')}
            value={draft.expiryDate}
            onChange={(event) => set('expiryDate', event.currentTarget.value)}
            error={errors.expiryDate}
          />
        </SimpleGrid>
        <FileInput
          label={t('portalDocumentFile')}
          description={t('portalDocumentFileHint')}
          required
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setServerErrors({});
          }}
          error={errors.file}
        />
        {percent !== null ? (
          <Stack gap={2} data-testid="portal-document-progress">
            <Progress value={percent} aria-label={t('portalDocumentUploading', { percent })} />
            <Text size="xs" c="dimmed">
              {t('portalDocumentUploading', { percent })}
            </Text>
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={percent !== null} data-testid="portal-document-send">
            {t('portalDocumentSend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
