import { Alert, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { portalPath, type SupplierContract, type SupplierSessionAnswer } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { DocumentLink, DocumentStatusBadge, documentCategoryLabelKeys } from '../../contracts/index.ts';
import {
  supplierDocumentUrl,
  useSupplierContract,
  useSupplierContractCache,
} from '../api/supplier-contracts-queries.ts';
import { SupplierDocumentForm } from '../components/supplier-document-form.tsx';
import { RequireSupplier, usePortalAgency } from '../supplier-session.tsx';
import { SupplierContractStatus } from './my-contracts-page.tsx';

function ContractDocuments({ agency, contract }: { agency: string; contract: SupplierContract }) {
  const { t } = useTranslation();
  if (contract.documents.length === 0) return <EmptyResult title={t('portalContractNoDocuments')} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="portal-contract-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contractDocumentDisplayName')}</Table.Th>
            <Table.Th>{t('contractDocumentCategory')}</Table.Th>
            <Table.Th>{t('contractDocumentType')}</Table.Th>
            <Table.Th>{t('contractDocumentEffective')}</Table.Th>
            <Table.Th>{t('contractDocumentExpiry')}</Table.Th>
            <Table.Th>{t('contractDocumentStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contract.documents.map((document) => (
            <Table.Tr key={document.id} data-testid={`portal-document-${document.id}`}>
              <Table.Td>
                <DocumentLink
                  document={document}
                  href={supplierDocumentUrl(agency, contract.id, document.id)}
                />
              </Table.Td>
              <Table.Td>{t(documentCategoryLabelKeys[document.category])}</Table.Td>
              <Table.Td>{document.typeName ?? ''}</Table.Td>
              <Table.Td>{formatDay(document.effectiveDate)}</Table.Td>
              <Table.Td>{formatDay(document.expiryDate)}</Table.Td>
              <Table.Td>
                <DocumentStatusBadge document={document} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SupplierContractView({ supplier }: { supplier: SupplierSessionAnswer }) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const contractId = Number(useParams().contractId);
  const contract = useSupplierContract(agency, contractId);
  const showSent = useSupplierContractCache(agency, contractId);
  const back = (
    <Anchor component={Link} to={portalPath(agency, '/contracts')}>
      {t('portalContractBack')}
    </Anchor>
  );
  if (contract.isPending) return <PageLoader />;
  if (contract.isError)
    return (
      <Stack>
        {back}
        <ErrorState
          title={t('portalContractFailed')}
          message={contract.error.message}
          onRetry={() => void contract.refetch()}
        />
      </Stack>
    );
  const { data } = contract;
  return (
    <Stack data-testid="portal-contract">
      {back}
      <Group gap="sm" align="center">
        <Title order={1}>{data.name}</Title>
        <SupplierContractStatus status={data.status} />
      </Group>
      <Text c="dimmed">{[data.number, data.projectName].filter(Boolean).join(' · ')}</Text>
      <Text size="sm">
        {t('portalContractInitialTerm', {
          start: formatDay(data.initialTerm.start),
          end: formatDay(data.initialTerm.end),
        })}
        {' · '}
        {t('portalContractTermEnd')}: {formatDay(data.termEnd)}
      </Text>
      <Title order={2} size="h3">
        {t('portalContractDocuments')}
      </Title>
      <ContractDocuments agency={agency} contract={data} />
      {data.canUpload ? (
        <SupplierDocumentForm
          agency={agency}
          contract={data}
          vendorId={supplier.vendorId}
          onSent={showSent}
        />
      ) : (
        <Alert color="gray" data-testid="portal-upload-closed">
          {t('contractDocumentUploadClosed')}
        </Alert>
      )}
    </Stack>
  );
}

/** /portal/{agency}/contracts/{contractId}: one contract, its documents and the supplier's uploads. */
export function SupplierContractPage() {
  return <RequireSupplier>{(supplier) => <SupplierContractView supplier={supplier} />}</RequireSupplier>;
}
