import { Anchor, Badge, Stack, Table, Title } from '@mantine/core';
import { type ContractStatus, contractStatuses, portalPath } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { contractStatusColors, contractStatusLabelKeys } from '../../contracts/index.ts';
import { useSupplierContracts } from '../api/supplier-contracts-queries.ts';
import { RequireSupplier, usePortalAgency } from '../supplier-session.tsx';

const isContractStatus = (status: string): status is ContractStatus =>
  (contractStatuses as readonly string[]).includes(status);

/** A contract's status as the portal answered it (shown on the agency's day), in the reader's words. */
export function SupplierContractStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isContractStatus(status)) return <Badge variant="light">{status}</Badge>;
  return (
    <Badge color={contractStatusColors[status]} variant="light" data-status={status}>
      {t(contractStatusLabelKeys[status])}
    </Badge>
  );
}

function MyContractsList() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const contracts = useSupplierContracts(agency);
  return (
    <Stack>
      <Title order={1}>{t('portalMyContracts')}</Title>
      <ListStates
        query={contracts}
        failedTitle={t('portalContractsFailed')}
        emptyTitle={t('portalContractsEmpty')}
        emptyHint={t('portalContractsEmptyHint')}
      >
        {(result) => (
          <Table striped data-testid="portal-contracts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portalContractName')}</Table.Th>
                <Table.Th>{t('portalContractNumber')}</Table.Th>
                <Table.Th>{t('portalContractProject')}</Table.Th>
                <Table.Th>{t('portalContractStatus')}</Table.Th>
                <Table.Th>{t('portalContractTermEnd')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.values.map((contract) => (
                <Table.Tr key={contract.id}>
                  <Table.Td>
                    <Anchor component={Link} to={portalPath(agency, `/contracts/${contract.id}`)}>
                      {contract.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{contract.number}</Table.Td>
                  <Table.Td>{contract.projectName}</Table.Td>
                  <Table.Td>
                    <SupplierContractStatus status={contract.status} />
                  </Table.Td>
                  <Table.Td>{formatDay(contract.termEnd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
    </Stack>
  );
}

/** /portal/{agency}/contracts: the started contracts the signed-in supplier is active on. */
export function MyContractsPage() {
  return <RequireSupplier>{() => <MyContractsList />}</RequireSupplier>;
}
