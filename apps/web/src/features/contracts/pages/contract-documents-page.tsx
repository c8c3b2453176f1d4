import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import {
  type ContractDocument,
  type ContractDocumentCategory,
  contractDocumentCategories,
  isContractEditable,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  approveContractDocuments,
  contractDocumentUrl,
  deleteContractDocument,
  useContractDocuments,
  useContractDocumentsCache,
} from '../api/contract-documents-queries.ts';
import { useContract } from '../components/contract-area.tsx';
import { ContractDocumentModal } from '../components/contract-document-modal.tsx';
import { ExpiringDocuments, PendingDocuments } from '../components/contract-document-sections.tsx';
import { ContractDocumentTable } from '../components/contract-document-table.tsx';
import { RejectDocumentModal } from '../components/reject-document-modal.tsx';
import { agencyToday, expiringDocuments } from '../contract-document-model.ts';
import { documentCategoryLabelKeys } from '../presenters.ts';

type Filter = ContractDocumentCategory | 'all';

/**
 * Contract › Documents (issue 9 §2; 000 §3 Contract document): insurance, bonds, certificates,
 * vendor and contract documents, filtered by category; those expiring within 30 days on top; the
 * suppliers' uploads waiting for approval, approved one by one or together, or rejected with a
 * reason. Documents are added, changed and deleted while the contract may change.
 */
export function ContractDocumentsPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const contract = useContract();
  const documents = useContractDocuments(contract.projectId, contract.id);
  const cache = useContractDocumentsCache(contract.projectId, contract.id);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<ContractDocument | null | undefined>(undefined);
  const [rejecting, setRejecting] = useState<ContractDocument | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [approving, setApproving] = useState(false);
  const canChange = contract.canEdit && isContractEditable(contract.storedStatus);
  const today = agencyToday(info.customer.timezone);
  const hrefOf = (document: ContractDocument) => contractDocumentUrl(node, contract.id, document.id);

  function remove(document: ContractDocument) {
    confirmAction({
      title: t('contractDocumentDeleteTitle'),
      message: t('contractDocumentDeleteConfirm', { name: document.displayName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setDeleting(document.id);
        void deleteContractDocument(node, contract.id, document.id)
          .then(() => {
            cache.drop(document.id);
            notifySaved(t('contractDocumentDeleted'));
          })
          .catch(notifyRefusal)
          .finally(() => setDeleting(null));
      },
    });
  }

  async function approve(documentIds: number[]): Promise<boolean> {
    setApproving(true);
    try {
      cache.put(await approveContractDocuments(node, contract.id, documentIds));
      notifySaved(t('contractDocumentsApproved', { count: documentIds.length }));
      return true;
    } catch (error) {
      notifyRefusal(error);
      return false;
    } finally {
      setApproving(false);
    }
  }

  if (documents.isPending) return <PageLoader />;
  if (documents.isError) {
    return (
      <ErrorState
        title={t('contractDocumentsFailed')}
        message={documents.error.message}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  const all = documents.data;
  const shown = filter === 'all' ? all : all.filter((d) => d.category === filter);
  const pending = all.filter((d) => !d.approved);
  const countOf = (category: ContractDocumentCategory) => all.filter((d) => d.category === category).length;

  return (
    <Stack data-testid="contract-documents-page">
      <Group justify="space-between">
        <Title order={3}>{t('contractDocumentsTitle')}</Title>
        {canChange ? (
          <Button onClick={() => setEditing(null)} data-testid="contract-document-add">
            {t('contractDocumentAdd')}
          </Button>
        ) : null}
      </Group>
      <ExpiringDocuments documents={expiringDocuments(all, today)} today={today} hrefOf={hrefOf} />
      {canChange && pending.length > 0 ? (
        <PendingDocuments
          documents={pending}
          hrefOf={hrefOf}
          busy={approving}
          onApprove={approve}
          onReject={setRejecting}
        />
      ) : null}
      <SegmentedControl
        aria-label={t('contractDocumentsFilter')}
        data-testid="contract-documents-filter"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'all', label: t('contractDocumentsAll', { count: all.length }) },
          ...contractDocumentCategories.map((category) => ({
            value: category,
            label: `${t(documentCategoryLabelKeys[category])} (${countOf(category)})`,
          })),
        ]}
      />
      {shown.length === 0 ? (
        <EmptyResult
          title={t('contractDocumentsEmpty')}
          description={canChange ? t('contractDocumentsEmptyHint') : undefined}
        />
      ) : (
        <ContractDocumentTable
          documents={shown}
          hrefOf={hrefOf}
          canChange={canChange}
          deletingId={deleting}
          onEdit={setEditing}
          onDelete={remove}
        />
      )}
      {editing !== undefined ? (
        <ContractDocumentModal
          contract={contract}
          editing={editing}
          category={filter === 'all' ? 'insurance' : filter}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            cache.put(saved);
            notifySaved(t('contractDocumentSaved'));
          }}
        />
      ) : null}
      {rejecting ? (
        <RejectDocumentModal
          contractId={contract.id}
          document={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => cache.drop(rejecting.id)}
        />
      ) : null}
    </Stack>
  );
}
