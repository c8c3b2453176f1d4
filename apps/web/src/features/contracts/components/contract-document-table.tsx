import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ContractDocument } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { formatAmount, formatDay } from '../../../ui/format.ts';
import { documentCategoryLabelKeys, documentStatusColors, documentStatusLabelKeys } from '../presenters.ts';

/** A document's status as the server judged it on the agency's day. */
export function DocumentStatusBadge({ document }: { document: ContractDocument }) {
  const { t } = useTranslation();
  return (
    <Badge color={documentStatusColors[document.status]} variant="light" data-status={document.status}>
      {t(documentStatusLabelKeys[document.status])}
    </Badge>
  );
}

/** The display name, a link that downloads the file. */
export function DocumentLink({ document, href }: { document: ContractDocument; href: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={href}
      download
      aria-label={t('contractDocumentDownloadItem', { name: document.displayName })}
    >
      {document.displayName || document.fileName}
    </Anchor>
  );
}

/**
 * The contract's documents (issue 9 §2): category, company, type, display name (downloads the
 * file), effective and expiry dates, security amount (bonds), visibility to suppliers, status and
 * who sent it. Rows are changed and deleted while the contract may change.
 */
export function ContractDocumentTable({
  documents,
  hrefOf,
  canChange,
  deletingId,
  onEdit,
  onDelete,
}: {
  documents: readonly ContractDocument[];
  hrefOf: (document: ContractDocument) => string;
  canChange: boolean;
  deletingId: number | null;
  onEdit: (document: ContractDocument) => void;
  onDelete: (document: ContractDocument) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped data-testid="contract-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contractDocumentDisplayName')}</Table.Th>
            <Table.Th>{t('contractDocumentCategory')}</Table.Th>
            <Table.Th>{t('contractDocumentCompany')}</Table.Th>
            <Table.Th>{t('contractDocumentType')}</Table.Th>
            <Table.Th>{t('contractDocumentEffective')}</Table.Th>
            <Table.Th>{t('contractDocumentExpiry')}</Table.Th>
            <Table.Th>{t('contractDocumentSecurityAmount')}</Table.Th>
            <Table.Th>{t('contractDocumentVisible')}</Table.Th>
            <Table.Th>{t('contractDocumentStatus')}</Table.Th>
            <Table.Th>{t('contractDocumentUploadedBy')}</Table.Th>
            {canChange ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id} data-testid={`contract-document-${document.id}`}>
              <Table.Td>
                <DocumentLink document={document} href={hrefOf(document)} />
              </Table.Td>
              <Table.Td>{t(documentCategoryLabelKeys[document.category])}</Table.Td>
              <Table.Td>{document.companyName ?? ''}</Table.Td>
              <Table.Td>{document.typeName ?? ''}</Table.Td>
              <Table.Td>{formatDay(document.effectiveDate)}</Table.Td>
              <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
              <Table.Td>{document.category === 'bond' ? formatAmount(document.securityAmount) : ''}</Table.Td>
              <Table.Td>{document.visibleToSuppliers ? t('yes') : t('no')}</Table.Td>
              <Table.Td>
                <DocumentStatusBadge document={document} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{document.uploadedBy}</Text>
                  <Text size="xs" c="dimmed">
                    {document.uploadedBySupplier
                      ? t('contractDocumentBySupplier')
                      : t('contractDocumentByTeam')}
                  </Text>
                </Stack>
              </Table.Td>
              {canChange ? (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <EditDeleteButtons
                      name={document.displayName}
                      deleting={deletingId === document.id}
                      onEdit={() => onEdit(document)}
                      onDelete={() => onDelete(document)}
                    />
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
