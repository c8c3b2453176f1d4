import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { formatSnapshotDate } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

/**
 * Suppliers: the first plan takers by registration and how many there are, linking to Registered
 * Suppliers. Whether each bid shows only once the source has closed (the server says null before).
 */
export function SuppliersWidget({ query, projectId }: WidgetProps & { projectId: number }) {
  const { t } = useTranslation();
  const canViewSource = useRouteAccess('project.source')?.canView ?? true;
  return (
    <WidgetCard
      name="suppliers"
      title={t('snapshotSuppliers')}
      query={query}
      isEmpty={({ suppliers }) => suppliers.total === 0}
      emptyText={t('snapshotSuppliersEmpty')}
      action={({ suppliers }) =>
        canViewSource && suppliers.visible ? (
          <Anchor
            component={Link}
            to={`/projects/${projectId}/source/companies`}
            size="sm"
            data-testid="suppliers-link"
          >
            {t('snapshotViewSuppliers', { count: suppliers.total })}
          </Anchor>
        ) : null
      }
    >
      {({ suppliers, timeZone }) =>
        suppliers.visible ? (
          <Stack gap="xs">
            <Table striped verticalSpacing={4} data-testid="suppliers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('snapshotSupplierCompany')}</Table.Th>
                  <Table.Th>{t('snapshotSupplierRegistered')}</Table.Th>
                  <Table.Th>{t('snapshotSupplierBid')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {suppliers.items.map((supplier) => (
                  <Table.Tr key={supplier.id} data-testid="supplier-row">
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm">{supplier.companyName}</Text>
                        {supplier.addedByBuyer ? (
                          <Badge size="xs" variant="outline">
                            {t('snapshotSupplierAddedByBuyer')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{formatSnapshotDate(supplier.registeredAt, false, timeZone)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {supplier.submitted === null ? (
                        <Text size="xs" c="dimmed" title={t('snapshotSupplierSealedHint')}>
                          {t('snapshotSupplierBidHidden')}
                        </Text>
                      ) : (
                        <Badge size="xs" color={supplier.submitted ? 'teal' : 'gray'} variant="light">
                          {supplier.submitted ? t('snapshotSupplierSubmitted') : t('snapshotSupplierNoBid')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {suppliers.total > suppliers.items.length ? (
              <Text size="xs" c="dimmed" data-testid="suppliers-more">
                {t('snapshotSuppliersMore', { count: suppliers.total - suppliers.items.length })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="suppliers-hidden">
            {t('snapshotSuppliersHidden', { count: suppliers.total })}
          </Text>
        )
      }
    </WidgetCard>
  );
}
