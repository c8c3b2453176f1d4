import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { type ContractVendor, isContractEditable } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { SelectionCell, SelectionHeaderCell, useRowSelection } from '../../../ui/row-selection.tsx';
import { useCachedCall } from '../../../ui/use-cached-call.ts';
import {
  type EmailAbout,
  EmailButton,
  EmailSelectedButton,
  supplierKey,
  useMayEmail,
} from '../../email/index.ts';
import { removeSupplier, setSupplierActive, useContractCache } from '../api/contracts-queries.ts';
import { useContract } from '../components/contract-area.tsx';
import { SupplierInvitations } from '../components/supplier-invitations.tsx';
import { SupplierPicker } from '../components/supplier-picker.tsx';

/**
 * Contract › Suppliers (issue 9 §2; 000 §4): the companies on the contract, the awarded ones first
 * among them, each active or not; suppliers are added from the agency's registered suppliers, and
 * companies not yet registered are invited by email.
 */
export function ContractSuppliersPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const contract = useContract();
  const call = useCachedCall(useContractCache(contract.projectId));
  const canChange = contract.canEdit && isContractEditable(contract.storedStatus);
  const selection = useRowSelection(
    contract.vendors.map((vendor) => vendor.vendorId),
    contract.id,
  );
  const mayEmail = useMayEmail();
  const aboutSuppliers = (suppliers: readonly ContractVendor[]): EmailAbout => ({
    groups: ['supplierContacts', 'projectUsers'],
    projectId: contract.projectId,
    contract: { id: contract.id, name: contract.name, number: contract.number },
    suppliers,
  });
  // The contract knows its companies, not their people: the wizard lists the ticked companies'
  // contacts, all of them chosen, for the buyer to untick whom the mail is not for.
  const ticked = contract.vendors.filter((vendor) => selection.isChosen(vendor.vendorId));

  function toggle(vendor: ContractVendor) {
    const active = !vendor.isActive;
    void call.run(
      `active-${vendor.vendorId}`,
      () => setSupplierActive(node, contract.id, vendor.vendorId, active),
      t(active ? 'contractSupplierActivated' : 'contractSupplierDeactivated', {
        company: vendor.companyName,
      }),
    );
  }

  function remove(vendor: ContractVendor) {
    confirmAction({
      title: t('contractSupplierRemoveTitle'),
      message: t('contractSupplierRemoveConfirm', { company: vendor.companyName }),
      confirmLabel: t('contractSupplierRemove'),
      danger: true,
      onConfirm: () =>
        void call.run(
          `remove-${vendor.vendorId}`,
          () => removeSupplier(node, contract.id, vendor.vendorId),
          t('contractSupplierRemoved', { company: vendor.companyName }),
        ),
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('contractSuppliersTitle')}</Title>
        {contract.vendors.length > 0 ? (
          <Group>
            <EmailSelectedButton
              about={aboutSuppliers(ticked)}
              preselected={ticked.map((vendor) => supplierKey(vendor.vendorId))}
              count={ticked.length}
            />
            <EmailButton about={aboutSuppliers(contract.vendors)} />
          </Group>
        ) : null}
      </Group>
      {contract.vendors.length === 0 ? (
        <EmptyResult title={t('contractSuppliersEmpty')} description={t('contractSuppliersEmptyHint')} />
      ) : (
        <Table striped data-testid="contract-suppliers">
          <Table.Thead>
            <Table.Tr>
              {mayEmail ? <SelectionHeaderCell selection={selection} /> : null}
              <Table.Th>{t('contractSupplierCompany')}</Table.Th>
              <Table.Th>{t('contractSupplierStatus')}</Table.Th>
              <Table.Th>{t('contractSupplierAdded')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contract.vendors.map((vendor) => (
              <Table.Tr key={vendor.vendorId} data-testid={`contract-supplier-${vendor.vendorId}`}>
                {mayEmail ? (
                  <SelectionCell selection={selection} rowKey={vendor.vendorId} name={vendor.companyName} />
                ) : null}
                <Table.Td>
                  {vendor.companyName}
                  {vendor.fromAward ? (
                    <Badge ml="xs" size="xs" variant="light">
                      {t('contractSupplierFromAward')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={vendor.isActive ? 'green' : 'gray'} variant="light">
                    {t(vendor.isActive ? 'contractSupplierActive' : 'contractSupplierInactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(vendor.addedAt)}</Table.Td>
                <Table.Td>
                  {canChange ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        loading={call.pending === `active-${vendor.vendorId}`}
                        onClick={() => toggle(vendor)}
                        aria-label={t(
                          vendor.isActive ? 'contractSupplierDeactivate' : 'contractSupplierActivate',
                          {
                            company: vendor.companyName,
                          },
                        )}
                      >
                        {t(vendor.isActive ? 'deactivate' : 'activate')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={call.pending === `remove-${vendor.vendorId}`}
                        onClick={() => remove(vendor)}
                        aria-label={t('contractSupplierRemoveItem', { company: vendor.companyName })}
                      >
                        {t('contractSupplierRemove')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canChange ? <SupplierPicker /> : null}
      <SupplierInvitations canChange={canChange} />
    </Stack>
  );
}
