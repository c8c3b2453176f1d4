import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SupplierContract } from '@procura/contract';
import {
  contractDocumentRules,
  contractDocumentTypeLists,
  supplierDocumentCategories,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import {
  DayInput,
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
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const types = contract.documentTypes[contractDocumentTypeLists[draft.category]] ?? [];
  const errors: Record<string, string> = { ...serverErrors, ...draftProblems(draft, tried) };
  const fileError = fileProblem(file, true, tried) ?? errors.file;
  const set = <K extends keyof DocumentDraft>(name: K, value: DocumentDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setServerErrors({});
  };

  async function send() {
    setTried(true);
    if (Object.keys(draftProblems(draft, true)).length > 0 || fileProblem(file, true, true) || !file) return;
    setFailure(null);
    setPercent(0);
    try {
      const answer = await sendSupplierDocument(agency, contract.id, fieldsOf(draft), file, (progress) =>
        setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
      );
      setDraft(blank());
      setFile(null);
      setTried(false);
      notifySaved(t('portalContractSent'));
      onSent(answer);
    } catch (error) {
      const refusal = readRefusal(error, documentFieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setPercent(null);
    }
  }

  return (
    <Paper withBorder p="md" data-testid="supplier-document-form">
      <Stack>
        <Stack gap={2}>
          <Title order={3}>{t('portalContractSendTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('portalContractSendHint')}
          </Text>
        </Stack>
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
          <TextInput
            label={t('contractDocumentDisplayName')}
            required
            maxLength={contractDocumentRules.displayNameMax}
            value={draft.displayName}
            onChange={(event) => set('displayName', event.currentTarget.value)}
            error={errors.displayName}
          />
          <DayInput
            label={t('contractDocumentEffective')}
            value={draft.effectiveDate}
            onChange={(day) => set('effectiveDate', day)}
            error={errors.effectiveDate}
          />
          <DayInput
            label={t('contractDocumentExpiry')}
            value={draft.expiryDate}
            onChange={(day) => set('expiryDate', day)}
            error={errors.expiryDate}
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
        <FileInput
          label={t('contractDocumentFile')}
          description={t('contractDocumentFileHint')}
          required
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setServerErrors({});
          }}
          error={fileError}
        />
        {percent !== null ? (
          <Stack gap={2} data-testid="supplier-upload-progress">
            <Progress value={percent} aria-label={t('contractDocumentUploading', { percent })} />
            <Text size="xs" c="dimmed">
              {t('contractDocumentUploading', { percent })}
            </Text>
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={percent !== null}>
            {t('portalContractSend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
