import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { portalPath, type VendorDocument } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import { RequireSupplier, usePortalAgency } from '../../portal/index.ts';
import {
  portalDocumentKeys,
  portalDocumentUrl,
  usePortalDocuments,
  withdrawPortalDocument,
} from '../api/documents-queries.ts';
import { DocumentUploadForm } from '../components/document-upload-form.tsx';

const statusColors = { active: 'green', expired: 'red', 'pending approval': 'yellow' } as const;
const statusLabelKeys = {
  active: 'portalDocumentActive',
  expired: 'portalDocumentExpired',
  'pending approval': 'portalDocumentPending',
} as const satisfies Record<VendorDocument['status'], string>;

/** A document the supplier may still take back: its own, not yet approved by the agency. */
export const canWithdraw = (document: VendorDocument) => document.uploadedBySupplier && !document.approved;

function DocumentsTable({
  agency,
  documents,
  withdrawing,
  onWithdraw,
}: {
  agency: string;
  documents: VendorDocument[];
  withdrawing: number | null;
  onWithdraw: (document: VendorDocument) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped data-testid="portal-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('portalDocumentName')}</Table.Th>
            <Table.Th>{t('portalDocumentEffective')}</Table.Th>
            <Table.Th>{t('portalDocumentExpiry')}</Table.Th>
            <Table.Th>{t('portalDocumentUploaded')}</Table.Th>
            <Table.Th>{t('portalDocumentStatus')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id} data-testid={`portal-vendor-document-${document.id}`}>
              <Table.Td>
                <Anchor
                  href={portalDocumentUrl(agency, document.id)}
                  download
                  aria-label={t('portalDocumentDownload', { name: document.displayName })}
                >
                  {document.displayName || document.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDay(document.effectiveDate)}</Table.Td>
              <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(document.uploadDate)}</Text>
                <Text size="xs" c="dimmed">
                  {document.uploadedBy}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColors[document.status]} data-status={document.status}>
                  {t(statusLabelKeys[document.status])}
                </Badge>
              </Table.Td>
              <Table.Td align="right">
                {canWithdraw(document) ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={withdrawing === document.id}
                    onClick={() => onWithdraw(document)}
                    aria-label={t('portalDocumentWithdrawItem', { name: document.displayName })}
                  >
                    {t('portalDocumentWithdraw')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DocumentsView() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const client = useQueryClient();
  const documents = usePortalDocuments(agency);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const show = (values: VendorDocument[]) => client.setQueryData(portalDocumentKeys.list(agency), values);

  function withdraw(document: VendorDocument) {
    confirmAction({
      title: t('portalDocumentWithdrawTitle'),
      message: t('portalDocumentWithdrawConfirm', { name: document.displayName }),
      confirmLabel: t('portalDocumentWithdraw'),
      danger: true,
      onConfirm: () => {
        setWithdrawing(document.id);
        void withdrawPortalDocument(agency, document.id)
          .then((values) => {
            show(values);
            notifySaved(t('portalDocumentWithdrawn'));
          })
          .catch(notifyRefusal)
          .finally(() => setWithdrawing(null));
      },
    });
  }

  function body() {
    if (documents.isPending) return <PageLoader />;
    if (documents.isError)
      return (
        <ErrorState
          title={t('portalDocumentsFailed')}
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      );
    return (
      <Stack>
        {documents.data.length === 0 ? (
          <EmptyResult title={t('portalDocumentsEmpty')} />
        ) : (
          <DocumentsTable
            agency={agency}
            documents={documents.data}
            withdrawing={withdrawing}
            onWithdraw={withdraw}
          />
        )}
        <DocumentUploadForm agency={agency} onSent={show} />
      </Stack>
    );
  }

  return (
    <Stack data-testid="portal-documents-page">
      <Anchor component={Link} to={portalPath(agency, '/account')} size="sm">
        {t('portalDocumentsBack')}
      </Anchor>
      <Stack gap={2}>
        <Title order={1}>{t('portalDocumentsTitle')}</Title>
        <Text c="dimmed">{t('portalDocumentsIntro')}</Text>
      </Stack>
      {body()}
    </Stack>
  );
}

/** /portal/{agency}/account/documents: the signed-in supplier's documents with the agency. */
export function DocumentsPage() {
  return <RequireSupplier>{() => <DocumentsView />}</RequireSupplier>;
}
