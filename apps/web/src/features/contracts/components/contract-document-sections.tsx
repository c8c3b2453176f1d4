import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ContractDocument, contractDocumentRules, daysUntilExpiry } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { documentCategoryLabelKeys } from '../presenters.ts';
import { DocumentLink, DocumentStatusBadge } from './contract-document-table.tsx';

/** The documents expiring within 30 days (000 §9), soonest first, with the days they have left. */
export function ExpiringDocuments({
  documents,
  today,
  hrefOf,
}: {
  documents: readonly ContractDocument[];
  today: string;
  hrefOf: (document: ContractDocument) => string;
}) {
  const { t } = useTranslation();
  const days = contractDocumentRules.expiringWithinDays;
  return (
    <Paper withBorder p="md" data-testid="contract-documents-expiring">
      <Stack gap="xs">
        <Title order={4}>{t('contractDocumentsExpiringTitle', { days })}</Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contractDocumentsExpiringNone', { days })}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id} data-testid={`expiring-document-${document.id}`}>
                  <Table.Td>
                    <DocumentLink document={document} href={hrefOf(document)} />
                  </Table.Td>
                  <Table.Td>{t(documentCategoryLabelKeys[document.category])}</Table.Td>
                  <Table.Td>{document.companyName ?? ''}</Table.Td>
                  <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
                  <Table.Td>
                    {t('contractDocumentDaysLeft', {
                      count: daysUntilExpiry(document.expiryDate ?? today, today),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The suppliers' documents waiting for approval (decision 243): approve one, or select several
 * and approve them together; reject one with a reason.
 */
export function PendingDocuments({
  documents,
  hrefOf,
  busy,
  onApprove,
  onReject,
}: {
  documents: readonly ContractDocument[];
  hrefOf: (document: ContractDocument) => string;
  busy: boolean;
  onApprove: (documentIds: number[]) => Promise<boolean>;
  onReject: (document: ContractDocument) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<readonly number[]>([]);
  // A document approved or rejected elsewhere leaves the selection with the list.
  const selected = picked.filter((id) => documents.some((d) => d.id === id));
  const allSelected = selected.length === documents.length;
  const toggle = (id: number, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  async function approve(documentIds: number[]) {
    if (await onApprove(documentIds)) setPicked((ids) => ids.filter((id) => !documentIds.includes(id)));
  }

  return (
    <Paper withBorder p="md" data-testid="contract-documents-pending">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('contractDocumentsPendingTitle', { count: documents.length })}</Title>
          <Button
            size="xs"
            disabled={selected.length === 0}
            loading={busy}
            onClick={() => void approve(selected)}
            data-testid="approve-selected"
          >
            {t('contractDocumentApproveSelected', { count: selected.length })}
          </Button>
        </Group>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('contractDocumentSelectAll')}
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={(event) =>
                    setPicked(event.currentTarget.checked ? documents.map((d) => d.id) : [])
                  }
                />
              </Table.Th>
              <Table.Th>{t('contractDocumentDisplayName')}</Table.Th>
              <Table.Th>{t('contractDocumentCategory')}</Table.Th>
              <Table.Th>{t('contractDocumentCompany')}</Table.Th>
              <Table.Th>{t('contractDocumentExpiry')}</Table.Th>
              <Table.Th>{t('contractDocumentStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id} data-testid={`pending-document-${document.id}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('contractDocumentSelect', { name: document.displayName })}
                    checked={selected.includes(document.id)}
                    onChange={(event) => toggle(document.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <DocumentLink document={document} href={hrefOf(document)} />
                </Table.Td>
                <Table.Td>{t(documentCategoryLabelKeys[document.category])}</Table.Td>
                <Table.Td>{document.companyName ?? ''}</Table.Td>
                <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
                <Table.Td>
                  <DocumentStatusBadge document={document} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      disabled={busy}
                      aria-label={t('contractDocumentApproveItem', { name: document.displayName })}
                      onClick={() => void approve([document.id])}
                    >
                      {t('contractDocumentApprove')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      aria-label={t('contractDocumentRejectItem', { name: document.displayName })}
                      onClick={() => onReject(document)}
                    >
                      {t('contractDocumentReject')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
