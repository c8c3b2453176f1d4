import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { VendorDocument } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useControlAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  deleteVendorDocument,
  updateVendorDocument,
  useVendorDocuments,
  useVendorDocumentsCache,
  vendorDocumentHref,
} from '../api/vendor-documents-queries.ts';
import { documentStatusColors, documentStatusLabelKeys } from '../presenters.ts';
import { VendorDocumentModal } from './vendor-document-modal.tsx';

const documentsControl = 'supplierDocuments';

/**
 * The Documents tab (issue 22 §3): the supplier's documents with their dates, status, who sent
 * them and when; the file downloads from its name. Upload, edit, approve a supplier's upload and
 * delete need the Supplier edit right; without it the buttons show their lock.
 */
export function ProfileDocuments({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const documents = useVendorDocuments(vendorId);
  const put = useVendorDocumentsCache(vendorId);
  const { locked } = useControlAccess('suppliers', documentsControl);
  const [editing, setEditing] = useState<VendorDocument | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function change(documentId: number, action: () => Promise<VendorDocument[]>, done?: string) {
    setBusyId(documentId);
    try {
      put(await action());
      if (done) notifySaved(done);
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setBusyId(null);
    }
  }

  function approve(document: VendorDocument) {
    const { id, displayName, effectiveDate, expiryDate } = document;
    void change(
      id,
      () =>
        updateVendorDocument(node, vendorId, { id, displayName, effectiveDate, expiryDate, approved: true }),
      t('supplierDocumentApproved'),
    );
  }

  function askDelete(document: VendorDocument) {
    confirmAction({
      title: t('supplierDocumentDeleteTitle'),
      message: t('supplierDocumentDeleteConfirm', { name: document.displayName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => void change(document.id, () => deleteVendorDocument(node, vendorId, document.id)),
    });
  }

  function table(rows: VendorDocument[]) {
    return (
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="supplier-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('supplierDocumentName')}</Table.Th>
              <Table.Th>{t('supplierDocumentEffective')}</Table.Th>
              <Table.Th>{t('supplierDocumentExpiry')}</Table.Th>
              <Table.Th>{t('supplierDocumentStatus')}</Table.Th>
              <Table.Th>{t('supplierDocumentUploadedBy')}</Table.Th>
              <Table.Th>{t('supplierDocumentUploadDate')}</Table.Th>
              <Table.Th>{t('supplierDocumentActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((document) => (
              <Table.Tr key={document.id} data-testid={`supplier-document-${document.id}`}>
                <Table.Td>
                  <Anchor
                    href={vendorDocumentHref(node, vendorId, document.id)}
                    download
                    aria-label={t('supplierDocumentDownload', { name: document.displayName })}
                  >
                    {document.displayName || document.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDay(document.effectiveDate)}</Table.Td>
                <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
                <Table.Td>
                  <Badge color={documentStatusColors[document.status]} variant="light">
                    {t(documentStatusLabelKeys[document.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{document.uploadedBy}</Text>
                  <Text size="xs" c="dimmed">
                    {document.uploadedBySupplier
                      ? t('supplierDocumentBySupplier')
                      : t('supplierDocumentByTeam')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(document.uploadDate)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {document.approved ? null : (
                      <Button
                        size="xs"
                        variant="light"
                        color="green"
                        disabled={locked}
                        loading={busyId === document.id}
                        onClick={() => approve(document)}
                        data-testid={`supplier-document-approve-${document.id}`}
                      >
                        {t('supplierDocumentApprove')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      disabled={locked}
                      onClick={() => setEditing(document)}
                      data-testid={`supplier-document-edit-${document.id}`}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={locked}
                      onClick={() => askDelete(document)}
                      data-testid={`supplier-document-delete-${document.id}`}
                    >
                      {t('delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  function body() {
    if (documents.isPending) return <PageLoader />;
    if (documents.isError)
      return (
        <ErrorState
          title={t('supplierDocumentsLoadFailed')}
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      );
    if (documents.data.length === 0) return <EmptyResult title={t('supplierDocumentsEmpty')} />;
    return table(documents.data);
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <PermissionLock routeName="suppliers" controlId={documentsControl}>
          <Button onClick={() => setEditing('new')} data-testid="supplier-document-add">
            {t('supplierDocumentAdd')}
          </Button>
        </PermissionLock>
      </Group>
      {body()}
      {editing !== null ? (
        <VendorDocumentModal
          vendorId={vendorId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            setEditing(null);
            notifySaved();
          }}
        />
      ) : null}
    </Stack>
  );
}
