import { Button, Group, Table, Text } from '@mantine/core';
import type { ProjectDocument } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { formatDateTime, formatFileSize } from '../../../ui/format.ts';
import { ReorderButtons } from '../../../ui/reorder.tsx';

/**
 * The source's documents in their order: display name, file name, size, upload date and uploader,
 * with open (preview or download) for everyone and move, edit and delete for those who may change.
 */
export function DocumentsTable({
  documents,
  canChange,
  busyId,
  onOpen,
  onMove,
  onEdit,
  onDelete,
}: {
  documents: readonly ProjectDocument[];
  canChange: boolean;
  busyId: number | null;
  onOpen: (document: ProjectDocument) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (document: ProjectDocument) => void;
  onDelete: (document: ProjectDocument) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid="documents-table">
      <Table.Thead>
        <Table.Tr>
          {canChange ? <Table.Th w={72} /> : null}
          <Table.Th>{t('columnDisplayName')}</Table.Th>
          <Table.Th>{t('columnFileName')}</Table.Th>
          <Table.Th>{t('columnSize')}</Table.Th>
          <Table.Th>{t('columnUploaded')}</Table.Th>
          <Table.Th>{t('columnUploadedBy')}</Table.Th>
          <Table.Th ta="right">{t('columnActions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document, index) => (
          <Table.Tr key={document.id} data-testid={`document-${document.id}`}>
            {canChange ? (
              <Table.Td>
                <ReorderButtons
                  name={document.displayName}
                  isFirst={index === 0}
                  isLast={index === documents.length - 1}
                  disabled={busyId !== null}
                  onMove={(step) => onMove(index, step)}
                />
              </Table.Td>
            ) : null}
            <Table.Td>{document.displayName}</Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {document.fileName}
              </Text>
            </Table.Td>
            <Table.Td>{formatFileSize(document.sizeInByte)}</Table.Td>
            <Table.Td>{formatDateTime(document.uploadedAt)}</Table.Td>
            <Table.Td>{document.uploadedBy?.fullName ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onOpen(document)}
                  aria-label={t('documentPreviewItem', { name: document.displayName })}
                >
                  {t('documentPreview')}
                </Button>
                {canChange ? (
                  <EditDeleteButtons
                    name={document.displayName}
                    deleting={busyId === document.id}
                    onEdit={() => onEdit(document)}
                    onDelete={() => onDelete(document)}
                  />
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
